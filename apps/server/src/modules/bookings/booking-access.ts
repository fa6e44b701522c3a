import type { RequestAuth } from '../../auth/request-auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../platform/app-error.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import type { BookingAction } from './booking-state-machine.ts';
import type { BookingRow, BookingScope } from './bookings.repo.ts';
import * as repo from './bookings.repo.ts';

/** Row-level access to bookings: who sees which, who may act on which. */

export function bookingScope(auth: RequestAuth): BookingScope {
  if (auth.realm === 'admin' || auth.realm === 'finance') return {};
  if (auth.realm === 'freelancer') return { freelancerId: auth.userId };
  return { agencyId: requireActiveGroup(auth) };
}

/** The booking if the caller may see it; another agency's or freelancer's booking is 404. */
export async function loadBooking(db: DbOrTx, auth: RequestAuth, id: number): Promise<BookingRow> {
  const booking = await repo.findBooking(db, id, bookingScope(auth));
  if (!booking) throw notFound();
  return booking;
}

/**
 * Holds approve-booking for this booking: an admin, or a managing director acting in its agency. The contract
 * puts approval behind approve-booking (admin and managing directors), so a stand-in approves only when they are
 * a managing director themselves.
 */
export function canApprove(auth: RequestAuth, booking: Pick<BookingRow, 'agencyId'>): boolean {
  if (auth.role === 'admin') return true;
  return auth.role === 'managing-director' && auth.activeGroup === booking.agencyId;
}

/** Refuses an action the caller's side of the booking does not take (403; the status is checked after). */
export function assertMayAct(auth: RequestAuth, booking: BookingRow, action: BookingAction) {
  switch (action) {
    case 'approve':
    case 'declineByApprover':
      if (!canApprove(auth, booking)) throw forbidden();
      return;
    case 'accept':
    case 'declineByFreelancer':
      if (auth.realm !== 'freelancer' || booking.freelancerId !== auth.userId) throw forbidden();
      return;
    case 'edit':
    case 'extend':
    case 'cancel':
    case 'close':
      if (auth.role === 'admin') return;
      if (auth.realm !== 'agency' || auth.activeGroup !== booking.agencyId) throw forbidden();
      return;
  }
}

export const invalidTransition = (status: string) =>
  new AppError(409, 'rule.invalidTransition', { params: { status } });
