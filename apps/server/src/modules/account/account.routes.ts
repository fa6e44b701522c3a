import * as shell from '@fm/contract/endpoints/shell';
import { userAgenciesList } from '@fm/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import * as account from './account.service.ts';

export function registerAccountRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, shell.freelancerProfileGet, authenticate, ({ auth }) => account.getFreelancerProfile(db, auth));
  registerEndpoint(app, shell.agencyProfileGet, authenticate, ({ auth }) => account.getAgencyProfile(db, auth));
  registerEndpoint(app, shell.adminProfileGet, authenticate, ({ auth, query }) =>
    account.getAdminProfile(db, auth, query.agency_id ?? null),
  );
  registerEndpoint(app, shell.financeProfileGet, authenticate, ({ auth }) => account.getStaffProfile(db, auth));
  registerEndpoint(app, userAgenciesList, authenticate, ({ auth }) => account.listUserAgencies(db, auth));
  for (const endpoint of [
    shell.freelancerSettingsUpdate,
    shell.agencySettingsUpdate,
    shell.adminSettingsUpdate,
    shell.financeSettingsUpdate,
  ]) {
    registerEndpoint(app, endpoint, authenticate, ({ auth, body }) => account.updateSettings(db, auth, body));
  }
}
