import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../platform/endpoint-route.ts';
import { registerAccountRoutes } from './account/account.routes.ts';
import { registerOrganisationRoutes } from './agencies/organisation.routes.ts';
import { registerProjectAndBookingModules } from './bookings/register-booking-modules.ts';
import { registerFreelancerRoutes } from './freelancers/freelancers.routes.ts';
import { registerTimeAndPaymentModules } from './time-records/register-time-and-payment-modules.ts';

/** Every domain module's routes. Each module registers the contract endpoints it implements. */
export async function registerModules(app: FastifyInstance, authenticate: Authenticator) {
  registerAccountRoutes(app, authenticate);
  registerOrganisationRoutes(app, authenticate);
  registerFreelancerRoutes(app, authenticate);
  registerProjectAndBookingModules(app, authenticate);
  registerTimeAndPaymentModules(app, authenticate);
}
