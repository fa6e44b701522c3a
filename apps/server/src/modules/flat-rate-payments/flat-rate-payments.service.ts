import type { FlatRateStatus } from '@fm/contract/enums';
import type {
  FlatRatePayment,
  flatRatePaymentUpdateInput,
  flatRateSplitInput,
} from '@fm/contract/schemas/flat-rate-payment';
import {
  FLAT_RATE_REVIEW_ACTION_OF,
  type FlatRateAction,
  holdsAmount,
  nextFlatRateStatus,
} from '@fm/contract/state-machines/flat-rate-payment';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { toCents } from '../bookings/booking-rules.ts';
import type { BookingRow } from '../bookings/bookings.repo.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';
import { issueCreditNote } from '../credit-notes/credit-note-issue.ts';
import type { NoticeContext } from '../time-records/record-notices.ts';
import {
  assertBookingTakes,
  checkSplitAllocations,
  invalidTransition,
  moveAmountLeft,
} from '../time-records/record-rules.ts';
import { mayActOnPayment } from './flat-rate-payment-access.ts';
import { recordPaymentChange } from './flat-rate-payment-notices.ts';
import { loadFlatRatePaymentOutput } from './flat-rate-payment-output.ts';
import * as repo from './flat-rate-payments.repo.ts';

/** Agencies record flat-rate payments, finance reviews them (docs/product.md §14). */

type SplitInput = z.infer<typeof flatRateSplitInput>;
type UpdateInput = z.infer<typeof flatRatePaymentUpdateInput>;
type Part = { allocationId: number; amountCents: number };

async function checkedParts(db: DbOrTx, booking: BookingRow, input: Pick<SplitInput, 'payment_date' | 'allocations'>) {
  await assertBookingTakes(db, booking, 'FLAT', input.payment_date, 'payment_date');
  await checkSplitAllocations(
    db,
    booking.id,
    input.allocations.map((allocation) => allocation.allocation_id),
  );
  const parts: Part[] = input.allocations.map((allocation) => ({
    allocationId: allocation.allocation_id,
    amountCents: toCents(allocation.amount),
  }));
  return { parts, amountCents: parts.reduce((sum, part) => sum + part.amountCents, 0) };
}

/** booking/flatrate/split: an agency user records a payment on a BOOKED flat booking (→ FINANCE_PENDING). */
export async function recordFlatRatePayment(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  input: SplitInput,
): Promise<FlatRatePayment> {
  const booking = await bookingsRepo.findBooking(db, input.booking_id, rowScope(auth));
  if (!booking) throw notFound();
  const { parts, amountCents } = await checkedParts(db, booking, input);
  const id = await db.transaction(async (tx) => {
    // Taking the amount first: of many concurrent payments only those that fit get past this UPDATE.
    await moveAmountLeft(tx, booking.id, amountCents);
    const payment = await repo.insertPayment(tx, {
      bookingId: booking.id,
      agencyId: booking.agencyId,
      freelancerId: booking.freelancerId,
      createdBy: auth.userId,
      amountCents,
      paymentDate: input.payment_date,
      description: input.description,
      status: 'FINANCE_PENDING',
      submittedDate: today(),
    });
    await repo.replacePaymentAllocations(tx, payment.id, parts);
    await recordPaymentChange(tx, context, { payment, booking, actorId: auth.userId, action: 'CREATED', before: null });
    return payment.id;
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return loadFlatRatePaymentOutput(db, auth, id);
}

async function loadPayment(db: DbOrTx, auth: RequestAuth, id: number) {
  const payment = await repo.findPayment(db, id, rowScope(auth));
  if (!payment) throw notFound();
  const booking = await bookingsRepo.findBooking(db, payment.bookingId);
  if (!booking) throw notFound();
  return { payment, booking };
}

async function currentPaymentStatus(db: DbOrTx, id: number): Promise<FlatRateStatus> {
  const payment = await repo.findPayment(db, id);
  if (!payment) throw notFound();
  return payment.status;
}

function assertMayAct(auth: RequestAuth, action: FlatRateAction) {
  if (!mayActOnPayment(auth, action)) throw forbidden();
}

/** flatrate-payment PUT: a finance review (status) or an agency correction (resubmits → FINANCE_PENDING). */
export async function updateFlatRatePayment(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  input: UpdateInput,
): Promise<FlatRatePayment> {
  const { payment: current, booking } = await loadPayment(db, auth, input.id);
  if (input.status !== undefined) {
    assertMayAct(auth, FLAT_RATE_REVIEW_ACTION_OF[input.status]);
    return reviewPayment(db, context, auth, { current, booking, status: input.status, comment: input.comment ?? null });
  }
  assertMayAct(auth, 'correct');
  const next = nextFlatRateStatus(current.status, 'correct');
  if (!next) throw invalidTransition(current.status);
  const { parts, amountCents } = await checkedParts(db, booking, {
    payment_date: input.payment_date ?? current.paymentDate,
    allocations:
      input.allocations ??
      (await repo.listPaymentAllocations(db, [current.id])).map((part) => ({
        allocation_id: part.allocationId,
        amount: part.amountCents / 100,
      })),
  });
  const held = holdsAmount(current.status) ? current.amountCents : 0;
  await db.transaction(async (tx) => {
    const payment = await repo.updatePaymentIfStatus(tx, current.id, current.status, {
      amountCents,
      paymentDate: input.payment_date ?? current.paymentDate,
      description: input.description ?? current.description,
      status: next,
      submittedDate: today(),
    });
    if (!payment) throw invalidTransition(await currentPaymentStatus(tx, current.id));
    await moveAmountLeft(tx, booking.id, amountCents - held);
    await repo.replacePaymentAllocations(tx, payment.id, parts);
    const action = current.status === next ? 'UPDATED' : 'RESUBMITTED';
    await recordPaymentChange(tx, context, { payment, booking, actorId: auth.userId, action, before: current.status });
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return loadFlatRatePaymentOutput(db, auth, current.id);
}

async function reviewPayment(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  review: {
    current: repo.PaymentRow;
    booking: BookingRow;
    status: keyof typeof FLAT_RATE_REVIEW_ACTION_OF;
    comment: string | null;
  },
): Promise<FlatRatePayment> {
  const { current, booking, comment } = review;
  const next = nextFlatRateStatus(current.status, FLAT_RATE_REVIEW_ACTION_OF[review.status]);
  if (!next) throw invalidTransition(current.status);
  await db.transaction(async (tx) => {
    const payment = await repo.updatePaymentIfStatus(tx, current.id, current.status, {
      status: next,
      financeReviewedBy: auth.userId,
      financeReviewedAt: new Date(),
      ...(next === 'FINANCE_REJECTED' ? { rejectComment: comment } : {}),
    });
    if (!payment) throw invalidTransition(await currentPaymentStatus(tx, current.id));
    // A rejected payment gives its amount back; a correction takes it again.
    if (holdsAmount(current.status) && !holdsAmount(next)) await moveAmountLeft(tx, booking.id, -current.amountCents);
    if (next === 'FINANCE_APPROVED') {
      await issueCreditNote(tx, context, { type: 'flat-rate-payment', id: payment.id, actorId: auth.userId });
    }
    await recordPaymentChange(tx, context, {
      payment,
      booking,
      actorId: auth.userId,
      action: next,
      before: current.status,
      comment,
    });
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return loadFlatRatePaymentOutput(db, auth, current.id);
}

/** flatrate-payment DELETE: → DELETED (shown as cancelled), giving its amount back. */
export async function deleteFlatRatePayment(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  id: number,
): Promise<{ id: number; status: FlatRateStatus }> {
  const { payment: current, booking } = await loadPayment(db, auth, id);
  assertMayAct(auth, 'delete');
  const next = nextFlatRateStatus(current.status, 'delete');
  if (!next) throw invalidTransition(current.status);
  await db.transaction(async (tx) => {
    const payment = await repo.updatePaymentIfStatus(tx, current.id, current.status, { status: next });
    if (!payment) throw invalidTransition(await currentPaymentStatus(tx, current.id));
    if (holdsAmount(current.status)) await moveAmountLeft(tx, booking.id, -current.amountCents);
    await recordPaymentChange(tx, context, {
      payment,
      booking,
      actorId: auth.userId,
      action: 'DELETED',
      before: current.status,
    });
  });
  return { id: current.id, status: next };
}
