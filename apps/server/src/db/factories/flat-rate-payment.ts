import type { FlatRateStatus } from '@fm/contract/enums';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bookings } from '../schema/bookings.ts';
import { flatRatePaymentAllocations, flatRatePayments } from '../schema/flat-rate-payments.ts';
import { createBooking, firstAllocationIdOf } from './booking.ts';
import { firstRow } from './sequence.ts';

export type FlatRatePayment = typeof flatRatePayments.$inferSelect;
export type FlatRatePaymentOverrides = Partial<Omit<typeof flatRatePayments.$inferInsert, 'freelancerId' | 'agencyId'>>;

const RELEASED_STATUSES: readonly FlatRateStatus[] = ['FINANCE_REJECTED', 'DELETED'];

/**
 * A payment on a flat-rate booking (a new BOOKED one when bookingId is not given); draws amount_left down unless
 * rejected or deleted, and puts the whole amount on the booking's first allocation.
 */
export async function createFlatRatePayment(
  db: DbOrTx,
  overrides: FlatRatePaymentOverrides = {},
): Promise<FlatRatePayment> {
  const booking = overrides.bookingId
    ? firstRow(await db.select().from(bookings).where(eq(bookings.id, overrides.bookingId)))
    : await createBooking(db, { status: 'BOOKED', rateType: 'FLAT' });
  if (booking.rateType !== 'FLAT') throw new Error(`booking ${booking.id} is not a flat-rate booking`);
  const status = overrides.status ?? 'FINANCE_PENDING';
  const amountCents = overrides.amountCents ?? 100_000;
  const paymentDate = overrides.paymentDate ?? booking.startDate;
  const payment = firstRow(
    await db
      .insert(flatRatePayments)
      .values({
        description: 'Abschlagszahlung',
        submittedDate: paymentDate,
        createdBy: booking.createdBy,
        ...overrides,
        bookingId: booking.id,
        agencyId: booking.agencyId,
        freelancerId: booking.freelancerId,
        amountCents,
        paymentDate,
        status,
      })
      .returning(),
  );
  if (!RELEASED_STATUSES.includes(status)) {
    await db
      .update(bookings)
      .set({ amountLeftCents: sql`${bookings.amountLeftCents} - ${amountCents}` })
      .where(eq(bookings.id, booking.id));
  }
  const allocationId = await firstAllocationIdOf(db, booking.id);
  if (allocationId !== undefined) {
    await db.insert(flatRatePaymentAllocations).values({ flatRatePaymentId: payment.id, allocationId, amountCents });
  }
  return payment;
}
