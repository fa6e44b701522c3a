import { type AnyColumn, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { DAY_WINDOW_MAX_DAYS, type DayWindow, type ListRows, pageOfList } from '../../db/list-query.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import type { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import type { timeRecords } from '../../db/schema/time-records.ts';
import { type SubmittedRowFilters, submittedRowConditions } from '../bookings/booking-list-query.ts';

/**
 * Queries time records and flat-rate payments share: both are rows on a booking, in an agency's and a
 * freelancer's scope, that are submitted, reviewed and changed only from the status the caller saw.
 */

// Drizzle cannot type a query on a generic table: the queries run on the union and their rows are T's, since
// the table is.
type LedgerTable = typeof timeRecords | typeof flatRatePayments;

/**
 * The credit note in force (not cancelled), as the condition of a join: the constant is SQL text, not a parameter,
 * because the lists' prepared rows statements (listRows) must not take it as "any status".
 */
export const isNoteInForce = sql`${creditNotes.status} = 'REVIEWED'`;

/** The row with this id if the scope sees it. */
export async function findLedgerRow<T extends LedgerTable>(db: DbOrTx, table: T, id: number, scope: RowScope) {
  const [row] = await db
    .select()
    .from(table as LedgerTable)
    .where(and(eq(table.id, id), ...scopeConditions(scope, table)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Changes a row only while it still has the status the caller saw: of two concurrent changes one wins. */
export async function updateLedgerRowIfStatus<T extends LedgerTable>(
  db: DbOrTx,
  table: T,
  id: number,
  expected: T['$inferSelect']['status'],
  values: Partial<T['$inferInsert']>,
) {
  const [row] = await db
    .update(table as LedgerTable)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.status, expected)))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/**
 * A page of the rows (`rows`, on `table`) that the list filters match, in the chosen order (the id breaks ties), and
 * their count. `dayOrder` is the order that the indexes of the two dates continue in (day, `dayOrder`, id): in it,
 * a window of both dates' days is paged day by day past the cap (DayWindow).
 */
export async function pageLedgerRows<Rows extends unknown[]>(
  db: DbOrTx,
  rows: ListRows<Rows>,
  table: LedgerTable,
  ownDate: PgColumn,
  filters: SubmittedRowFilters<string, string>,
  sortColumn: AnyColumn,
  dayOrder?: AnyColumn,
) {
  const columns = {
    agencyId: table.agencyId,
    freelancerId: table.freelancerId,
    onBooking: { bookingId: table.bookingId, description: table.description, kind: 'prose' as const },
    status: table.status,
    date: ownDate,
    submittedDate: table.submittedDate,
  };
  const direction = filters.sort === 'asc' ? asc : desc;
  const order = [direction(sortColumn), direction(table.id)];
  const where = submittedRowConditions(filters, columns);
  if (dayOrder !== undefined && sortColumn === dayOrder) {
    where.days =
      dayWindow(ownDate, filters.dateFrom, filters.dateTo) ??
      dayWindow(table.submittedDate, filters.submittedFrom, filters.submittedTo);
  }
  return pageOfList(db, where, order, filters, rows);
}

/** The window of days from `from` to `to` on `column`, when both are set and it is at most DAY_WINDOW_MAX_DAYS long. */
function dayWindow(column: PgColumn, from: string | undefined, to: string | undefined): DayWindow | undefined {
  if (from === undefined || to === undefined) return undefined;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days <= DAY_WINDOW_MAX_DAYS ? { column, from, to } : undefined;
}
