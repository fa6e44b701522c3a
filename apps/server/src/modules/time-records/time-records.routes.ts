import * as endpoints from '@fm/contract/endpoints/time-records';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { listTimeRecords, listTimeReview, reviewTimeRecord } from './time-record-review.service.ts';
import { cancelTimeRecord, correctTimeRecord, createTimeRecord } from './time-records.service.ts';

export function registerTimeRecordRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const context = { ...app.platform, publicUrl: app.deps.config.publicUrl };
  registerEndpoint(app, endpoints.timeRecordsList, authenticate, ({ auth, query }) => listTimeRecords(db, auth, query));
  registerEndpoint(app, endpoints.timeRecordCreate, authenticate, ({ auth, body }) =>
    createTimeRecord(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.timeRecordSplit, authenticate, ({ auth, body }) =>
    createTimeRecord(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.timeRecordUpdate, authenticate, ({ auth, body }) =>
    correctTimeRecord(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.timeRecordDelete, authenticate, ({ auth, query }) =>
    cancelTimeRecord(db, context, auth, query.id),
  );
  registerEndpoint(app, endpoints.timeReviewList, authenticate, ({ auth, query }) => listTimeReview(db, auth, query));
  registerEndpoint(app, endpoints.timeRecordStatusUpdate, authenticate, ({ auth, body }) =>
    reviewTimeRecord(db, context, auth, body),
  );
}
