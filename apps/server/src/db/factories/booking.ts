import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bookingAllocations, bookings } from '../schema/bookings.ts';
import { projectAllocations, projects } from '../schema/projects.ts';
import { createFreelancer } from './freelancer.ts';
import { createProject } from './project.ts';
import { firstRow, pad, reserveId } from './sequence.ts';
import { createUser } from './user.ts';

export type Booking = typeof bookings.$inferSelect;
export type BookingOverrides = Partial<Omit<typeof bookings.$inferInsert, 'id'>> & {
  /** Booked hours of an hourly booking (alternative to bookedMinutes). */
  hours?: number;
  /** Allocations the booking spreads over; default every active allocation of the project. */
  allocationIds?: number[];
};

/** `BK-2026-000123`: the start date's year and the booking's own id, so codes are unique per database. */
export const bookingCodeOf = (id: number, startDate: string) => `BK-${startDate.slice(0, 4)}-${pad(id, 6)}`;

/** Hourly: total = rate × minutes / 60 (rounded to a cent); flat: total = the flat amount (docs/product.md §14). */
export function totalCostCents(booking: {
  rateType: 'HOURLY' | 'FLAT';
  ratePerHourCents?: number | null;
  bookedMinutes?: number | null;
  flatAmountCents?: number | null;
}): number {
  return booking.rateType === 'HOURLY'
    ? Math.round(((booking.ratePerHourCents ?? 0) * (booking.bookedMinutes ?? 0)) / 60)
    : (booking.flatAmountCents ?? 0);
}

/**
 * A booking with its parents created on demand (agency via project, booker, freelancer). Counters start full
 * (minutes_left = booked minutes, amount_left = flat amount); the time-record and payment factories draw them down.
 */
export async function createBooking(db: DbOrTx, overrides: BookingOverrides = {}): Promise<Booking> {
  const { hours, allocationIds, ...columns } = overrides;
  const project = columns.projectId
    ? firstRow(await db.select().from(projects).where(eq(projects.id, columns.projectId)))
    : await createProject(db, columns.agencyId ? { agencyId: columns.agencyId } : {});
  const agencyId = project.agencyId;
  const createdBy = columns.createdBy ?? (await createUser(db, { role: 'agency-manager', agencyIds: [agencyId] })).id;
  const freelancerId = columns.freelancerId ?? (await createFreelancer(db)).user.id;
  const rateType = columns.rateType ?? 'HOURLY';
  const startDate = columns.startDate ?? '2026-09-01';
  const hourly =
    rateType === 'HOURLY'
      ? {
          ratePerHourCents: columns.ratePerHourCents ?? 8_000,
          bookedMinutes: columns.bookedMinutes ?? Math.round((hours ?? 40) * 60),
          flatAmountCents: null,
          amountLeftCents: null,
        }
      : {
          ratePerHourCents: null,
          bookedMinutes: null,
          minutesLeft: null,
          flatAmountCents: columns.flatAmountCents ?? 500_000,
        };
  const id = await reserveId(db, 'bookings');
  const booking = firstRow(
    await db
      .insert(bookings)
      .values({
        title: `Booking ${id}`,
        status: 'APPROVED',
        endDate: '2026-12-31',
        ...columns,
        ...hourly,
        id,
        agencyId,
        projectId: project.id,
        createdBy,
        freelancerId,
        rateType,
        startDate,
        bookingCode: columns.bookingCode ?? bookingCodeOf(id, startDate),
        totalCostCents: columns.totalCostCents ?? totalCostCents({ rateType, ...hourly }),
        minutesLeft: rateType === 'HOURLY' ? (columns.minutesLeft ?? hourly.bookedMinutes) : null,
        amountLeftCents: rateType === 'FLAT' ? (columns.amountLeftCents ?? hourly.flatAmountCents) : null,
      })
      .returning(),
  );
  const allocations =
    allocationIds ??
    (await db.select().from(projectAllocations).where(eq(projectAllocations.projectId, project.id)))
      .filter((allocation) => allocation.isActive)
      .map((allocation) => allocation.id);
  if (allocations.length) {
    await db.insert(bookingAllocations).values(allocations.map((allocationId) => ({ bookingId: id, allocationId })));
  }
  return booking;
}

/** The booking's first allocation (lowest id): the one the time-record and payment factories book onto. */
export async function firstAllocationIdOf(db: DbOrTx, bookingId: number): Promise<number | undefined> {
  const [allocation] = await db
    .select({ allocationId: bookingAllocations.allocationId })
    .from(bookingAllocations)
    .where(eq(bookingAllocations.bookingId, bookingId))
    .orderBy(bookingAllocations.allocationId)
    .limit(1);
  return allocation?.allocationId;
}

/** `count` copies of the booking (each with a code of its own), in one statement: a big agency's bookings in a test. */
export async function insertBookingCopies(db: DbOrTx, bookingId: number, count: number) {
  const columns = Object.values(getTableColumns(bookings))
    .map((column) => column.name)
    .filter((name) => !['id', 'booking_code'].includes(name));
  await db.execute(sql`insert into ${bookings} (booking_code, ${sql.raw(columns.map((name) => `"${name}"`).join(', '))})
    select 'COPY-' || b.id || '-' || g, ${sql.raw(columns.map((name) => `b."${name}"`).join(', '))}
    from ${bookings} b cross join generate_series(1, ${count}) g where b.id = ${bookingId}`);
}
