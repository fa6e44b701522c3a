import * as endpoints from '@fm/contract/endpoints/freelancers';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import * as invitations from '../invitations/invitations.service.ts';
import * as freelancers from './freelancers.service.ts';
import * as income from './income.service.ts';
import { updateFreelancerProfile } from './profile.service.ts';

/** The freelancer API: accounts, profiles, the freelancer list and detail, bookmarks, income. */
export function registerFreelancerRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const mailContext = { db, mailer: app.platform.mailer, publicUrl: app.deps.config.publicUrl };
  // Registration and reset links are one mechanism for every realm (the invitations module owns it).
  registerEndpoint(app, endpoints.forgotPassword, authenticate, ({ body }) =>
    invitations.forgotPassword(mailContext, body.email, ['freelancer']),
  );
  registerEndpoint(app, endpoints.passwordCreate, authenticate, ({ body }) =>
    invitations.createPassword(db, app.platform.directory, body.expiryToken, body.newPassword),
  );
  registerEndpoint(app, endpoints.freelancerProfileUpdate, authenticate, ({ auth, body }) =>
    updateFreelancerProfile(db, app.platform.files, auth, body),
  );
  registerEndpoint(app, endpoints.freelancerList, authenticate, ({ auth, query }) =>
    freelancers.listFreelancers(db, auth, query),
  );
  registerEndpoint(app, endpoints.freelancerDetailGet, authenticate, ({ auth, query }) =>
    freelancers.getFreelancerDetail(db, auth, query.id),
  );
  registerEndpoint(app, endpoints.freelancerBookmarkAdd, authenticate, ({ auth, body }) =>
    freelancers.addBookmark(db, auth, body.freelancer_user_id),
  );
  registerEndpoint(app, endpoints.freelancerBookmarkRemove, authenticate, ({ auth, body }) =>
    freelancers.removeBookmark(db, auth, body.id),
  );
  registerEndpoint(app, endpoints.vendorNumberUpdate, authenticate, ({ body }) =>
    freelancers.updateVendorNumber(db, body.freelancer_id, body.vendor_number),
  );
  registerEndpoint(app, endpoints.freelancerDelete, authenticate, ({ auth, query }) =>
    freelancers.deleteFreelancerByAdmin(db, app.platform.directory, auth, query.id),
  );
  registerEndpoint(app, endpoints.accountDelete, authenticate, ({ auth }) =>
    freelancers.deleteOwnAccount(db, app.platform.directory, auth),
  );
  registerEndpoint(app, endpoints.absenceAdd, authenticate, ({ auth, body }) =>
    freelancers.addAbsences(db, auth, body.absent_dates),
  );
  registerEndpoint(app, endpoints.absenceRemove, authenticate, ({ auth, query }) =>
    freelancers.removeAbsences(db, auth, query.ids),
  );
  registerEndpoint(app, endpoints.incomeChartYearlyGet, authenticate, ({ auth, params }) =>
    income.getYearlyIncome(db, auth, params.year),
  );
  registerEndpoint(app, endpoints.incomeChartMonthlyGet, authenticate, ({ auth, params }) =>
    income.getMonthlyIncome(db, auth, params.month, params.year),
  );
}
