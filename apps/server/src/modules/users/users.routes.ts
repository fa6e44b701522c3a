import {
  agencyMembersList,
  replacementCreate,
  replacementDelete,
  roleSwitch,
  USER_ADMIN_ENDPOINTS,
  userDetailGet,
  usersDownload,
  usersList,
} from '@fm/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { logActivity } from '../../platform/activity.ts';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { languageOf } from '../../platform/messages.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import * as replacements from './replacements.service.ts';
import * as usersService from './users.service.ts';
import { userListSheet } from './users-download.ts';

export function registerUserRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const { directory } = app.platform;
  registerEndpoint(app, agencyMembersList, authenticate, ({ auth }) => usersService.listAgencyMembers(db, auth));
  registerEndpoint(app, roleSwitch, authenticate, ({ auth, body }) =>
    usersService.switchRole(db, directory, auth, body),
  );
  registerEndpoint(app, replacementCreate, authenticate, ({ auth, body }) =>
    replacements.createReplacement(db, directory, auth, body),
  );
  registerEndpoint(app, replacementDelete, authenticate, ({ auth, query }) =>
    replacements.endReplacement(db, auth, query.id),
  );
  registerEndpoint(app, usersList, authenticate, ({ body }) => usersService.listUsers(db, body));
  registerEndpoint(app, userDetailGet, authenticate, ({ query }) => usersService.getUserDetail(db, query.user_id));
  registerEndpoint(app, USER_ADMIN_ENDPOINTS.userReactivate, authenticate, ({ auth, params }) =>
    usersService.reactivateUser(db, directory, auth, params.id),
  );
  registerEndpoint(app, usersDownload, authenticate, async ({ auth, query }, request, reply) => {
    const rows = await usersService.listUsersForDownload(db, query);
    await logActivity(db, {
      actorId: auth.userId,
      agencyId: null,
      action: 'USER_LIST_DOWNLOADED',
      entityType: 'user',
      entityId: null,
      details: { format: query.format, rows: rows.length },
    });
    const language = request.headers['accept-language']
      ? languageOf(request.headers['accept-language'])
      : auth.language;
    return sendSheet(reply, userListSheet(rows, language), query.format, language === 'de' ? 'benutzer' : 'users');
  });
}
