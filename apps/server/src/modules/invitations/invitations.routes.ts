import { AGENCY_PASSWORD_ENDPOINTS, freelancerEmailExists, userInvite } from '@fm/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import * as invitations from './invitations.service.ts';

const STAFF_REALMS = ['agency', 'admin', 'finance'] as const;

export function registerInvitationRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const ctx = { db, mailer: app.platform.mailer, publicUrl: app.deps.config.publicUrl };
  registerEndpoint(app, userInvite, authenticate, ({ auth, body }) =>
    invitations.inviteUser(ctx, auth, body, auth.language),
  );
  registerEndpoint(app, freelancerEmailExists, authenticate, ({ params }) =>
    invitations.freelancerEmailExists(db, params.email),
  );
  registerEndpoint(app, AGENCY_PASSWORD_ENDPOINTS.forgotPassword, authenticate, ({ body }) =>
    invitations.forgotPassword(ctx, body.email, body.realm ? [body.realm] : STAFF_REALMS),
  );
  registerEndpoint(app, AGENCY_PASSWORD_ENDPOINTS.passwordCreate, authenticate, ({ body }) =>
    invitations.createPassword(db, app.platform.directory, body.expiryToken, body.newPassword),
  );
}
