import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../platform/endpoint-route.ts';
import { registerMaconomyRoutes } from '../maconomy/maconomy.routes.ts';
import { registerProjectRoutes } from '../projects/projects.routes.ts';
import { registerBookingRoutes } from './bookings.routes.ts';

/** Projects, their link to the accounting system, and bookings (issue 5): one line in register-modules.ts. */
export function registerProjectAndBookingModules(app: FastifyInstance, authenticate: Authenticator) {
  registerProjectRoutes(app, authenticate);
  registerMaconomyRoutes(app, authenticate);
  registerBookingRoutes(app, authenticate);
}
