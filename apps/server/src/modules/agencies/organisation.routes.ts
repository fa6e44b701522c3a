import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../platform/endpoint-route.ts';
import { registerAgencyGroupRoutes } from '../agency-groups/agency-groups.routes.ts';
import { registerDirectoryRoutes } from '../directory/directory.routes.ts';
import { registerInvitationRoutes } from '../invitations/invitations.routes.ts';
import { registerUserRoutes } from '../users/users.routes.ts';
import { registerAgencyRoutes } from './agencies.routes.ts';

/** Issue 3's modules (agencies, agency groups, users, invitations, directory) behind one registration line. */
export function registerOrganisationRoutes(app: FastifyInstance, authenticate: Authenticator) {
  registerAgencyRoutes(app, authenticate);
  registerAgencyGroupRoutes(app, authenticate);
  registerUserRoutes(app, authenticate);
  registerInvitationRoutes(app, authenticate);
  registerDirectoryRoutes(app, authenticate);
}
