import {
  adminAgencyOnboard,
  agenciesList,
  agencyBookingFreeze,
  agencyCreate,
  agencyDeactivate,
  agencyDetailGet,
  agencyProfileUpdate,
  agencyUpdate,
  clientCreate,
  clientsSearch,
  notificationMemberAdd,
  notificationMemberRemove,
  specialitiesList,
} from '@fm/contract/endpoints/agencies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { refuseUnstorableInput } from '../../platform/input-guard.ts';
import * as agencies from './agencies.service.ts';
import * as profiles from './agency-profile.service.ts';
import * as notificationMembers from './notification-members.service.ts';

/**
 * Reads a multipart form into a plain body before validation: text fields by name (`name[]` becomes `name`,
 * repeated names an array) and files as { filename, bytes }. The app's input guard ran before this form was read,
 * so its text is checked here.
 */
async function multipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    const key = name.replace(/\[\]$/, '');
    const isList = name.endsWith('[]');
    const current = body[key];
    if (current === undefined) body[key] = isList ? [value] : value;
    else body[key] = Array.isArray(current) ? [...current, value] : [current, value];
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') put(part.fieldname, { filename: part.filename, bytes: await part.toBuffer() });
    else put(part.fieldname, part.value);
  }
  request.body = body;
  refuseUnstorableInput(request);
}

export function registerAgencyRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const ctx = { db, mailer: app.platform.mailer, publicUrl: app.deps.config.publicUrl, files: app.platform.files };
  registerEndpoint(app, specialitiesList, authenticate, () => agencies.listSpecialities(db));
  registerEndpoint(app, clientsSearch, authenticate, ({ auth, query }) =>
    agencies.searchClients(db, auth, query.keyword),
  );
  registerEndpoint(app, clientCreate, authenticate, ({ auth, body }) => agencies.createClient(db, auth, body));
  registerEndpoint(app, agencyProfileUpdate, authenticate, ({ auth, body }) =>
    profiles.updateOwnProfile(ctx, auth, body),
  );
  registerEndpoint(app, adminAgencyOnboard, authenticate, ({ auth, body }) => profiles.onboardAgency(ctx, auth, body));
  registerEndpoint(app, agencyCreate, authenticate, ({ auth, body }) => profiles.createAgency(ctx, auth, body));
  registerEndpoint(app, agenciesList, authenticate, ({ query }) => agencies.listAgencies(db, query));
  registerEndpoint(app, agencyDetailGet, authenticate, ({ params }) => agencies.getAgencyDetail(db, params.id));
  registerEndpoint(app, agencyDeactivate, authenticate, ({ auth, params, body }) =>
    agencies.setAgencyActive(db, app.platform.directory, auth, params.id, body?.is_active),
  );
  registerEndpoint(app, agencyBookingFreeze, authenticate, ({ auth, body }) =>
    agencies.freezeBooking(db, auth, body.agency_id, body.is_booking_freezed),
  );
  registerEndpoint(app, notificationMemberAdd, authenticate, ({ auth, body }) =>
    notificationMembers.addNotificationMember(db, auth, body),
  );
  registerEndpoint(app, notificationMemberRemove, authenticate, ({ auth, params }) =>
    notificationMembers.removeNotificationMember(db, auth, params.id),
  );
  // The multipart call lives in its own scope so its form reader runs for it alone.
  app.register(async (scope) => {
    scope.addHook('preValidation', multipartBody);
    registerEndpoint(scope, agencyUpdate, authenticate, ({ auth, body }) => profiles.updateAgency(ctx, auth, body));
  });
}
