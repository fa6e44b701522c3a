import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { timeRecords } from '../../db/schema/time-records.ts';

/** Bookings whose cost counts as commissioned (docs/product.md §14). */
const COMMISSIONED_STATUSES = ['APPROVED', 'BOOKED', 'FINISHED'] as const;

export type PeriodRange = { from: string; until: string; keyLength: 7 | 10 };

/** Cents per period key (YYYY-MM or YYYY-MM-DD) in [from, until). */
type Sums = Map<string, number>;

const toSums = (rows: { key: string; cents: number }[]): Sums =>
  new Map(rows.map((row) => [row.key, Number(row.cents)]));

export async function sumIncome(db: DbOrTx, freelancerId: number, range: PeriodRange) {
  // The key length is a literal (7 or 10), not a bound parameter: select and group by must be the same text.
  const keyOf = (column: AnyPgColumn) => sql<string>`left(${column}::text, ${sql.raw(String(range.keyLength))})`;
  const timeKey = keyOf(timeRecords.workDate);
  const paymentKey = keyOf(flatRatePayments.paymentDate);
  const bookingKey = keyOf(bookings.startDate);
  const [time, payments, commissioned] = await Promise.all([
    db
      .select({
        key: timeKey,
        cents: sql<number>`coalesce(sum(round(${timeRecords.minutes} * ${bookings.ratePerHourCents} / 60.0)), 0)::int`,
      })
      .from(timeRecords)
      .innerJoin(bookings, eq(bookings.id, timeRecords.bookingId))
      .where(
        and(
          eq(timeRecords.freelancerId, freelancerId),
          eq(timeRecords.status, 'FINANCE_APPROVED'),
          gte(timeRecords.workDate, range.from),
          lt(timeRecords.workDate, range.until),
        ),
      )
      .groupBy(timeKey),
    db
      .select({ key: paymentKey, cents: sql<number>`coalesce(sum(${flatRatePayments.amountCents}), 0)::int` })
      .from(flatRatePayments)
      .where(
        and(
          eq(flatRatePayments.freelancerId, freelancerId),
          eq(flatRatePayments.status, 'FINANCE_APPROVED'),
          gte(flatRatePayments.paymentDate, range.from),
          lt(flatRatePayments.paymentDate, range.until),
        ),
      )
      .groupBy(paymentKey),
    db
      .select({ key: bookingKey, cents: sql<number>`coalesce(sum(${bookings.totalCostCents}), 0)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.freelancerId, freelancerId),
          inArray(bookings.status, [...COMMISSIONED_STATUSES]),
          gte(bookings.startDate, range.from),
          lt(bookings.startDate, range.until),
        ),
      )
      .groupBy(bookingKey),
  ]);
  return { time: toSums(time), payments: toSums(payments), commissioned: toSums(commissioned) };
}
