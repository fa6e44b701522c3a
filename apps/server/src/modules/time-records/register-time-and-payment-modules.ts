import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../platform/endpoint-route.ts';
import { registerFlatRatePaymentRoutes } from '../flat-rate-payments/flat-rate-payments.routes.ts';
import { registerTimeRecordRoutes } from './time-records.routes.ts';

/** Time records and flat-rate payments with their reviews (issue 6): one line in register-modules.ts. */
export function registerTimeAndPaymentModules(app: FastifyInstance, authenticate: Authenticator) {
  registerTimeRecordRoutes(app, authenticate);
  registerFlatRatePaymentRoutes(app, authenticate);
}
