import * as endpoints from '@fm/contract/endpoints/activity';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import {
  deleteNotification,
  deleteNotifications,
  listActivityLog,
  listNotifications,
  readNotification,
} from './activity.service.ts';
import { registerLiveStream } from './live-stream.ts';

export function registerActivityRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, endpoints.activityLogList, authenticate, ({ auth, query }) => listActivityLog(db, auth, query));
  registerEndpoint(app, endpoints.notificationsList, authenticate, ({ auth, query }) =>
    listNotifications(db, auth, query),
  );
  registerEndpoint(app, endpoints.notificationDelete, authenticate, ({ auth, params }) =>
    deleteNotification(db, auth, params.id),
  );
  registerEndpoint(app, endpoints.notificationsDelete, authenticate, ({ auth, query }) =>
    deleteNotifications(db, auth, query.category),
  );
  registerEndpoint(app, endpoints.notificationRead, authenticate, ({ auth, params }) =>
    readNotification(db, auth, params.id),
  );
  registerLiveStream(app, authenticate);
}
