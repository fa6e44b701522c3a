import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../platform/endpoint-route.ts';
import { registerAccountRoutes } from './account/account.routes.ts';
import { registerAccountingRoutes } from './accounting/accounting.routes.ts';
import { registerActivityRoutes } from './activity/activity.routes.ts';
import { registerAgencyRoutes } from './agencies/agencies.routes.ts';
import { registerAgencyGroupRoutes } from './agency-groups/agency-groups.routes.ts';
import { registerBookingRoutes } from './bookings/bookings.routes.ts';
import { registerBudgetRoutes } from './budget/budget.routes.ts';
import { registerCatalogueRoutes } from './catalogues/catalogues.routes.ts';
import { registerCreditNoteRoutes } from './credit-notes/credit-notes.routes.ts';
import { registerDirectoryRoutes } from './directory/directory.routes.ts';
import { registerFileRoutes } from './files/files.routes.ts';
import { registerFlatRatePaymentRoutes } from './flat-rate-payments/flat-rate-payments.routes.ts';
import { registerFreelancerRoutes } from './freelancers/freelancers.routes.ts';
import { registerInmailRoutes } from './inmail/inmail.routes.ts';
import { registerInvitationRoutes } from './invitations/invitations.routes.ts';
import { registerMaconomyRoutes } from './maconomy/maconomy.routes.ts';
import { registerProjectRoutes } from './projects/projects.routes.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';
import { registerTimeRecordRoutes } from './time-records/time-records.routes.ts';
import { registerUserRoutes } from './users/users.routes.ts';

/** Every domain module, once each; a module registers only its own routes (the contract endpoints it serves). */
export async function registerModules(app: FastifyInstance, authenticate: Authenticator) {
  registerAccountRoutes(app, authenticate);
  registerAgencyRoutes(app, authenticate);
  registerAgencyGroupRoutes(app, authenticate);
  registerUserRoutes(app, authenticate);
  registerInvitationRoutes(app, authenticate);
  registerDirectoryRoutes(app, authenticate);
  registerFreelancerRoutes(app, authenticate);
  registerCatalogueRoutes(app, authenticate);
  registerFileRoutes(app, authenticate);
  registerProjectRoutes(app, authenticate);
  registerMaconomyRoutes(app, authenticate);
  registerBookingRoutes(app, authenticate);
  registerTimeRecordRoutes(app, authenticate);
  registerFlatRatePaymentRoutes(app, authenticate);
  registerCreditNoteRoutes(app, authenticate);
  registerInmailRoutes(app, authenticate);
  registerActivityRoutes(app, authenticate);
  registerBudgetRoutes(app, authenticate);
  registerReportRoutes(app, authenticate);
  registerAccountingRoutes(app, authenticate);
}
