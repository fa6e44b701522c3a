import * as endpoints from '@fm/contract/endpoints/bookings';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { actOnBooking, declineActionOf } from './booking-actions.service.ts';
import * as bookings from './bookings.service.ts';
import { listBookings } from './bookings-list.service.ts';

export function registerBookingRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const { mailer, events } = app.platform;
  const context = { mailer, events, publicUrl: app.deps.config.publicUrl };
  registerEndpoint(app, endpoints.bookingsList, authenticate, ({ auth, query }) => listBookings(db, auth, query));
  registerEndpoint(app, endpoints.bookingGet, authenticate, ({ auth, query }) =>
    bookings.getBooking(db, auth, query.id),
  );
  registerEndpoint(app, endpoints.bookingCreate, authenticate, ({ auth, body }) =>
    bookings.createBooking(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.bookingUpdate, authenticate, ({ auth, body }) =>
    bookings.updateBooking(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.bookingExtend, authenticate, ({ auth, body }) =>
    bookings.extendBooking(db, context, auth, body.booking_id, body.end_date),
  );
  registerEndpoint(app, endpoints.bookingApprove, authenticate, ({ auth, body }) =>
    actOnBooking(db, context, auth, { bookingId: body.booking_id, action: 'approve' }),
  );
  registerEndpoint(app, endpoints.bookingAccept, authenticate, ({ auth, body }) =>
    actOnBooking(db, context, auth, { bookingId: body.booking_id, action: 'accept' }),
  );
  registerEndpoint(app, endpoints.bookingDecline, authenticate, ({ auth, body }) =>
    actOnBooking(db, context, auth, { bookingId: body.booking_id, action: declineActionOf(auth), reason: body.reason }),
  );
  registerEndpoint(app, endpoints.bookingCancel, authenticate, ({ auth, body }) =>
    actOnBooking(db, context, auth, { bookingId: body.booking_id, action: 'cancel', reason: body.reason }),
  );
  registerEndpoint(app, endpoints.bookingClose, authenticate, ({ auth, body }) =>
    actOnBooking(db, context, auth, {
      bookingId: body.booking_id,
      action: 'close',
      rating: body.rating ? { stars: body.rating, comment: body.rating_comment || null } : null,
    }),
  );
}
