import * as endpoints from '@fm/contract/endpoints/flat-rate-payments';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { deleteFlatRatePayment, recordFlatRatePayment, updateFlatRatePayment } from './flat-rate-payments.service.ts';
import { listFlatRatePayments, listFlatRateReview } from './flat-rate-payments-list.service.ts';

export function registerFlatRatePaymentRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const context = { ...app.platform, publicUrl: app.deps.config.publicUrl };
  registerEndpoint(app, endpoints.flatRatePaymentSplit, authenticate, ({ auth, body }) =>
    recordFlatRatePayment(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.flatRatePaymentUpdate, authenticate, ({ auth, body }) =>
    updateFlatRatePayment(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.flatRatePaymentDelete, authenticate, ({ auth, query }) =>
    deleteFlatRatePayment(db, context, auth, query.id),
  );
  registerEndpoint(app, endpoints.flatRatePaymentsList, authenticate, ({ auth, query }) =>
    listFlatRatePayments(db, auth, query),
  );
  registerEndpoint(app, endpoints.flatRateReviewList, authenticate, ({ auth, query }) =>
    listFlatRateReview(db, auth, query),
  );
}
