import type { TimeRecordStatus } from '@fm/contract/enums';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bookings } from '../schema/bookings.ts';
import { timeRecordAllocations, timeRecords } from '../schema/time-records.ts';
import { createBooking, firstAllocationIdOf } from './booking.ts';
import { firstRow } from './sequence.ts';

export type TimeRecord = typeof timeRecords.$inferSelect;
export type TimeRecordOverrides = Partial<Omit<typeof timeRecords.$inferInsert, 'freelancerId' | 'agencyId'>>;

/** Records that no longer hold booked hours (docs/product.md §14: hours_left counts every other record). */
const RELEASED_STATUSES: readonly TimeRecordStatus[] = ['DECLINED', 'FINANCE_REJECTED', 'CANCELLED'];

/**
 * A time record on an hourly booking (a new BOOKED one when bookingId is not given). Like the service, it draws
 * the booking's minutes_left down unless the record is declined, rejected or cancelled, and splits its minutes
 * onto the booking's first allocation.
 */
export async function createTimeRecord(db: DbOrTx, overrides: TimeRecordOverrides = {}): Promise<TimeRecord> {
  const booking = overrides.bookingId
    ? firstRow(await db.select().from(bookings).where(eq(bookings.id, overrides.bookingId)))
    : await createBooking(db, { status: 'BOOKED' });
  if (booking.rateType !== 'HOURLY') throw new Error(`booking ${booking.id} is not hourly`);
  const status = overrides.status ?? 'PENDING';
  const minutes = overrides.minutes ?? 480;
  const workDate = overrides.workDate ?? booking.startDate;
  const record = firstRow(
    await db
      .insert(timeRecords)
      .values({
        description: 'Konzeption und Umsetzung',
        submittedDate: workDate,
        ...overrides,
        bookingId: booking.id,
        freelancerId: booking.freelancerId,
        agencyId: booking.agencyId,
        workDate,
        minutes,
        status,
      })
      .returning(),
  );
  if (!RELEASED_STATUSES.includes(status)) {
    await db
      .update(bookings)
      .set({ minutesLeft: sql`${bookings.minutesLeft} - ${minutes}` })
      .where(eq(bookings.id, booking.id));
  }
  const allocationId = await firstAllocationIdOf(db, booking.id);
  if (allocationId !== undefined) {
    await db.insert(timeRecordAllocations).values({ timeRecordId: record.id, allocationId, minutes });
  }
  return record;
}
