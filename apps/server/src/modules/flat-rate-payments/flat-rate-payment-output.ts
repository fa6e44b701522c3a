import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import type { FlatRateAction } from '@fm/contract/state-machines/flat-rate-payment';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toBookingParties, toEuros } from '../bookings/booking-output.ts';
import { allowedPaymentActions } from './flat-rate-payment-access.ts';
import * as repo from './flat-rate-payments.repo.ts';

export function toFlatRatePayment(
  row: repo.PaymentDetailRow,
  allowedActions: FlatRateAction[],
  allocations: { allocationId: number; number: string; amountCents: number }[],
): FlatRatePayment {
  const { payment, booking } = row;
  return {
    id: payment.id,
    booking_id: payment.bookingId,
    status: payment.status,
    payment_date: payment.paymentDate,
    amount: toEuros(payment.amountCents),
    description: payment.description,
    comment: payment.status === 'FINANCE_REJECTED' ? payment.rejectComment : null,
    booking: {
      id: booking.id,
      title: booking.title,
      booking_code: booking.bookingCode,
      flat_amount: booking.flatAmountCents === null ? null : toEuros(booking.flatAmountCents),
      amount_left: booking.amountLeftCents === null ? null : toEuros(booking.amountLeftCents),
    },
    ...toBookingParties(row),
    allocations: allocations.map((allocation) => ({
      allocation_id: allocation.allocationId,
      number: allocation.number,
      amount: toEuros(allocation.amountCents),
    })),
    credit_note_id: row.creditNoteId,
    allowed_actions: allowedActions,
    created_at: payment.createdAt.toISOString(),
    submitted_date: payment.submittedDate,
  };
}

export async function toFlatRatePayments(
  db: DbOrTx,
  auth: RequestAuth,
  rows: repo.PaymentDetailRow[],
): Promise<FlatRatePayment[]> {
  const allocations = await repo.listPaymentAllocations(
    db,
    rows.map((row) => row.payment.id),
  );
  return rows.map((row) =>
    toFlatRatePayment(
      row,
      allowedPaymentActions(auth, row.payment),
      allocations.filter((allocation) => allocation.paymentId === row.payment.id),
    ),
  );
}

export async function loadFlatRatePaymentOutput(db: DbOrTx, auth: RequestAuth, id: number): Promise<FlatRatePayment> {
  const row = await repo.findPaymentDetail(db, id);
  if (!row) throw new Error(`flat-rate payment ${id} vanished`);
  const [output] = await toFlatRatePayments(db, auth, [row]);
  return output!;
}
