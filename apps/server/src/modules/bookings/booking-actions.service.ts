import type { BookingStatus } from '@fm/contract/enums';
import { type BookingAction, nextBookingStatus } from '@fm/contract/state-machines/booking';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { asBookingActor, assertMayAct, invalidTransition, loadBooking } from './booking-access.ts';
import { type BookingChange, recordBookingChange } from './booking-notices.ts';
import * as repo from './bookings.repo.ts';
import { type BookingContext, currentStatus } from './bookings.service.ts';

/** The status actions of docs/product.md §10.5 (approve, accept, decline, cancel, close) on the state machine. */

export type StatusAction = Exclude<BookingAction, 'edit' | 'extend' | 'recordTime' | 'recordPayment'>;

const CHANGE_OF: Record<StatusAction, BookingChange> = {
  approve: 'APPROVED',
  declineByApprover: 'DECLINED',
  accept: 'ACCEPTED',
  declineByFreelancer: 'DECLINED',
  cancel: 'CANCELLED',
  close: 'CLOSED',
};

function columnsOf(action: StatusAction, auth: RequestAuth, reason: string | null | undefined) {
  const now = new Date();
  switch (action) {
    case 'approve':
      return { approverId: auth.userId, approvedAt: now };
    case 'declineByApprover':
      return { approverId: auth.userId, declineReason: reason ?? null };
    case 'declineByFreelancer':
      return { declineReason: reason ?? null };
    case 'accept':
      return { acceptedAt: now };
    case 'cancel':
      return { cancelledAt: now };
    case 'close':
      return { finishedAt: now };
  }
}

/** `booking/decline` is the approver's decline for agency staff and the freelancer's for the freelancer. */
export const declineActionOf = (auth: RequestAuth): StatusAction =>
  auth.realm === 'freelancer' ? 'declineByFreelancer' : 'declineByApprover';

/**
 * Moves a booking by one action. The UPDATE only matches while the booking still has the status read here,
 * so of two concurrent actions exactly one changes it (and writes its activity entry); the other gets 409.
 */
export async function actOnBooking(
  db: Db,
  context: BookingContext,
  auth: RequestAuth,
  input: {
    bookingId: number;
    action: StatusAction;
    reason?: string | null | undefined;
    /** Closing: the booker's optional 1–5 stars and comment (AGENCY_RATING report). */
    rating?: { stars: number; comment: string | null } | null;
  },
): Promise<{ id: number; status: BookingStatus }> {
  const { action } = input;
  const current = await loadBooking(db, auth, input.bookingId);
  assertMayAct(await asBookingActor(db, auth), current, action);
  const next = nextBookingStatus(current.status, action, { isApprovalRequired: false });
  if (!next) throw invalidTransition(current.status);
  await db.transaction(async (tx) => {
    const booking = await repo.updateBookingIfStatus(tx, current.id, current.status, {
      status: next,
      ...columnsOf(action, auth, input.reason),
    });
    if (!booking) throw invalidTransition(await currentStatus(tx, current.id));
    // Asked only now, while this transaction holds the booking's row lock: a record saved concurrently has
    // either committed (and is seen here, so the cancel rolls back) or still waits for the lock and then
    // finds the booking no longer BOOKED.
    if (action === 'cancel' && (await repo.hasRecords(tx, current.id))) {
      throw new AppError(409, 'rule.bookingHasRecords');
    }
    if (action === 'close' && input.rating) {
      await repo.insertRating(tx, { bookingId: booking.id, ratedBy: auth.userId, ...input.rating });
    }
    await recordBookingChange(tx, context, {
      booking,
      actorId: auth.userId,
      kind: CHANGE_OF[action],
      before: current.status,
      reason: input.reason,
    });
  });
  if (action === 'approve') await context.events.publish({ type: 'costChanged', agencyId: current.agencyId });
  return { id: current.id, status: next };
}
