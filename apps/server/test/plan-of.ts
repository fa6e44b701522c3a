import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, withLocalSetting } from '../src/db/client.ts';
import { type Booking, createBooking, insertBookingCopies } from '../src/db/factories/booking.ts';
import { rowsOf } from '../src/db/factories/sequence.ts';
import { bookings } from '../src/db/schema/bookings.ts';
import { costMonths } from '../src/db/schema/budget.ts';

/**
 * The plan's text of `query`, with sequential scans ruled out: whether the planner can answer it from an index at
 * all, which on a test's small tables it would otherwise not bother to.
 */
export function planOfQuery(db: Db, query: SQL): Promise<string> {
  return withLocalSetting(db, 'enable_seqscan', 'off', (tx) => explained(tx, query));
}

/** The plan's text of `query` under the settings `db` (a database or a transaction) has. */
export async function explained(db: DbOrTx, query: SQL): Promise<string> {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain ${query}`));
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

/** The statements a list ran, without those that asked the planner about one (EXPLAIN), as a test spying on them sees them. */
export function withoutPlanQuestions(statements: SQL[]): SQL[] {
  const dialect = new PgDialect();
  return statements.filter((statement) => !/^\s*explain\b/i.test(dialect.sqlToQuery(statement).sql));
}

/** The plan's text of `select 1 from table where condition` (planOfQuery). */
export function planOf(db: Db, table: SQL, condition: SQL): Promise<string> {
  return planOfQuery(db, sql`select 1 from ${table} where ${condition}`);
}

/**
 * A booking and `count` copies of it, vacuumed with the cost months their triggers keep, so that every page is
 * visible to all as on a live table: the planner then prefers an index that holds what a query reads (an index-only
 * scan) to one that merely leads with its condition, which on an empty table it is free to pick.
 */
export async function liveBookings(db: Db, count: number): Promise<Booking> {
  const booking = await createBooking(db, { status: 'BOOKED' });
  await insertBookingCopies(db, booking.id, count);
  await db.execute(sql`vacuum analyze ${bookings}`);
  await db.execute(sql`vacuum analyze ${costMonths}`);
  return booking;
}
