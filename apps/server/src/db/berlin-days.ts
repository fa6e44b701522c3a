import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Every date of the business is a Berlin calendar date: the day an instant falls on there. */
export const berlinDate = (instant: PgColumn | SQL) => sql`(${instant} at time zone 'Europe/Berlin')::date`;

/**
 * Today in Berlin. The database's `current_date` is the session time zone's (UTC on a server), which is still
 * yesterday in Berlin's first hour or two: a replacement starting today would not be open until then.
 */
export const berlinToday = berlinDate(sql`now()`);

/**
 * The instants of the Berlin days `from` to `to` (either open), as bounds on the instant itself: a date bound
 * becomes the instant its Berlin day starts, so the condition reads the column's index. Comparing `berlinDate` of
 * the column instead reads every row: a month's payouts at 10x scanned 2 M credit notes for 1.2 s.
 */
export function onBerlinDays(instant: PgColumn, from: string | null | undefined, to: string | null | undefined): SQL[] {
  return [
    ...(from ? [sql`${instant} >= (${from}::date)::timestamp at time zone 'Europe/Berlin'`] : []),
    ...(to ? [sql`${instant} < (${to}::date + 1)::timestamp at time zone 'Europe/Berlin'`] : []),
  ];
}
