import {
  cfoAgencyGroupAssign,
  clusterCreate,
  clusterDelete,
  clustersList,
  clusterUpdate,
} from '@fm/contract/endpoints/agencies';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import * as groups from './agency-groups.service.ts';

export function registerAgencyGroupRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, clustersList, authenticate, ({ query }) => groups.listGroups(db, query));
  registerEndpoint(app, clusterCreate, authenticate, ({ auth, body }) => groups.createGroup(db, auth, body));
  registerEndpoint(app, clusterUpdate, authenticate, ({ auth, body }) => groups.updateGroup(db, auth, body));
  registerEndpoint(app, clusterDelete, authenticate, ({ auth, query }) => groups.deleteGroup(db, auth, query.id));
  registerEndpoint(app, cfoAgencyGroupAssign, authenticate, ({ auth, body }) =>
    groups.setCfoAssignment(db, auth, body),
  );
}
