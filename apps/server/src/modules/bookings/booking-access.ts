import { type Endpoint, mayCall } from '@fm/contract/endpoint';
import {
  bookingAccept,
  bookingApprove,
  bookingCancel,
  bookingClose,
  bookingDecline,
  bookingExtend,
  bookingUpdate,
} from '@fm/contract/endpoints/bookings';
import { flatRatePaymentSplit } from '@fm/contract/endpoints/flat-rate-payments';
import { timeRecordCreate } from '@fm/contract/endpoints/time-records';
import { BOOKING_ACTIONS, type BookingAction, canTakeAction } from '@fm/contract/state-machines/booking';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../platform/app-error.ts';
import { standsInForDirector } from '../users/users.repo.ts';
import type { BookingRow } from './bookings.repo.ts';
import * as repo from './bookings.repo.ts';

/** Row-level access to bookings: who may act on which. */

/** The booking if the caller may see it; another agency's or freelancer's booking is 404. */
export async function loadBooking(db: DbOrTx, auth: RequestAuth, id: number): Promise<BookingRow> {
  const booking = await repo.findBooking(db, id, rowScope(auth));
  if (!booking) throw notFound();
  return booking;
}

/**
 * The caller as the booking rules see them: the token, plus whether an account manager stands in for an absent
 * managing director of the agency they act in (an open replacement today), which lends them approve-booking there.
 */
export type BookingActor = RequestAuth & { isStandInApprover?: boolean };

/** Asks the replacements once per request, and only for an account manager acting in an agency. */
export async function asBookingActor(db: DbOrTx, auth: RequestAuth): Promise<BookingActor> {
  if (auth.role !== 'agency-manager' || auth.activeGroup === null) return auth;
  return { ...auth, isStandInApprover: await standsInForDirector(db, auth.activeGroup, auth.userId) };
}

/**
 * Holds approve-booking for this booking: an admin, a managing director acting in its agency, or an account
 * manager acting in its agency while standing in for one of its managing directors.
 */
export function canApprove(actor: BookingActor, booking: Pick<BookingRow, 'agencyId'>): boolean {
  if (actor.role === 'admin') return true;
  if (actor.realm !== 'agency' || actor.activeGroup !== booking.agencyId) return false;
  return actor.role === 'managing-director' || actor.isStandInApprover === true;
}

/** The call behind each action: its roles and permission are the route guard's, so they count here too. */
const ENDPOINT_OF = {
  approve: bookingApprove,
  declineByApprover: bookingDecline,
  accept: bookingAccept,
  declineByFreelancer: bookingDecline,
  edit: bookingUpdate,
  extend: bookingExtend,
  cancel: bookingCancel,
  close: bookingClose,
  recordTime: timeRecordCreate,
  recordPayment: flatRatePaymentSplit,
} satisfies Record<BookingAction, Endpoint>;

type ActedOn = Pick<BookingRow, 'agencyId' | 'freelancerId' | 'rateType'>;

/** Whether the caller's side of the booking takes `action` (the status is the state machine's question). */
export function mayAct(auth: BookingActor, booking: ActedOn, action: BookingAction): boolean {
  if (!mayCall(auth.roles, ENDPOINT_OF[action])) return false;
  const isOwnFreelancer = auth.realm === 'freelancer' && booking.freelancerId === auth.userId;
  const isAgencySide = auth.role === 'admin' || (auth.realm === 'agency' && auth.activeGroup === booking.agencyId);
  switch (action) {
    case 'approve':
    case 'declineByApprover':
      return canApprove(auth, booking);
    case 'accept':
    case 'declineByFreelancer':
      return isOwnFreelancer;
    case 'recordTime':
      return isOwnFreelancer && booking.rateType === 'HOURLY';
    case 'recordPayment':
      return isAgencySide && booking.rateType === 'FLAT';
    case 'edit':
    case 'extend':
    case 'cancel':
    case 'close':
      return isAgencySide;
  }
}

/** Refuses an action the caller's side of the booking does not take (403; the status is checked after). */
export function assertMayAct(auth: BookingActor, booking: ActedOn, action: BookingAction) {
  if (!mayAct(auth, booking, action)) throw forbidden();
}

/**
 * What the caller may do with the booking now: the state machine allows it from its status and the caller's
 * access allows it too. The same two checks guard the actions, so a button the web app draws from this list
 * never answers 403 or 409 (unless someone else acted first).
 */
export function allowedBookingActions(auth: BookingActor, booking: ActedOn & Pick<BookingRow, 'status'>) {
  return BOOKING_ACTIONS.filter((action) => canTakeAction(booking.status, action) && mayAct(auth, booking, action));
}

export const invalidTransition = (status: string) =>
  new AppError(409, 'rule.invalidTransition', { params: { status } });
