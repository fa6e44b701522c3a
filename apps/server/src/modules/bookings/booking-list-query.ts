import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { type AnyColumn, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { projects } from '../../db/schema/projects.ts';

/**
 * What the bookings, time-record and flat-rate payment lists share: each row hangs off a booking, so the
 * booker, freelancer, project and keyword filters and the count are the same query pieces on all three.
 */

export const booker = alias(users, 'booker');
export const freelancerUser = alias(users, 'freelancer_user');

export type BookingRelationFilters = {
  keywords: string[];
  freelancerIds: number[];
  agencyIds: number[];
  projectIds: number[];
  bookerIds: number[];
};

/**
 * The booker, freelancer, project and agency a time-record or flat-rate payment row shows; the row's query
 * joins `booker`, `freelancerUser`, `projects` and `agencies`.
 */
export const bookingPartyColumns = {
  booker: { id: booker.id, firstName: booker.firstName, lastName: booker.lastName },
  freelancer: { id: freelancerUser.id, firstName: freelancerUser.firstName, lastName: freelancerUser.lastName },
  project: { id: projects.id, name: projects.name },
  agency: { id: agencies.id, name: agencies.name },
};

/** The row's own agency and freelancer columns, and the text column the keywords also search (if any). */
export type ListColumns = { agencyId: AnyColumn; freelancerId: AnyColumn; description?: AnyColumn };

export function bookingRelationConditions(filters: BookingRelationFilters, columns: ListColumns): SQL[] {
  const conditions: SQL[] = [];
  if (filters.freelancerIds.length) conditions.push(inArray(columns.freelancerId, filters.freelancerIds));
  if (filters.agencyIds.length) conditions.push(inArray(columns.agencyId, filters.agencyIds));
  if (filters.projectIds.length) conditions.push(inArray(bookings.projectId, filters.projectIds));
  if (filters.bookerIds.length) conditions.push(inArray(bookings.createdBy, filters.bookerIds));
  for (const keyword of filters.keywords) {
    const pattern = likePattern(keyword);
    const matches = [
      ilike(bookings.title, pattern),
      ilike(bookings.bookingCode, pattern),
      ilike(projects.name, pattern),
      ilike(sql`${freelancerUser.firstName} || ' ' || ${freelancerUser.lastName}`, pattern),
    ];
    if (columns.description) matches.unshift(ilike(columns.description, pattern));
    conditions.push(or(...matches)!);
  }
  return conditions;
}

/** The filters, sorting and page the time-record and flat-rate payment lists both take. */
export type SubmittedRowFilters<Status extends string, SortBy extends string> = RowScope &
  BookingRelationFilters & {
    statuses: Status[];
    /** The row's own date (a record's work date, a payment's payment date) on or after / before. */
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    submittedFrom?: string | undefined;
    submittedTo?: string | undefined;
    bookingId?: number | undefined;
    sortBy: SortBy;
    sort: 'asc' | 'desc';
    page: number;
    items: number;
  };

/** A time record's or flat-rate payment's own columns the shared filters read. */
export type SubmittedRowColumns = Required<ListColumns> & {
  agencyId: PgColumn;
  freelancerId: PgColumn;
  status: AnyColumn;
  date: AnyColumn;
  submittedDate: AnyColumn;
  bookingId: AnyColumn;
};

/** The row scope and the shared filters of a time-record or flat-rate payment list, as conditions. */
export function submittedRowConditions(
  filters: SubmittedRowFilters<string, string>,
  columns: SubmittedRowColumns,
): SQL[] {
  const conditions = scopeConditions(filters, columns);
  if (filters.statuses.length) conditions.push(inArray(columns.status, filters.statuses));
  if (filters.dateFrom) conditions.push(gte(columns.date, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(columns.date, filters.dateTo));
  if (filters.submittedFrom) conditions.push(gte(columns.submittedDate, filters.submittedFrom));
  if (filters.submittedTo) conditions.push(lte(columns.submittedDate, filters.submittedTo));
  if (filters.bookingId !== undefined) conditions.push(eq(columns.bookingId, filters.bookingId));
  return [...conditions, ...bookingRelationConditions(filters, columns)];
}

/**
 * How many rows match, counted up to LIST_COUNT_CAP + 1. Only the joins the filters need (booking for the project and booker filters; booking,
 * project and freelancer for keywords): every join is along a NOT NULL foreign key, so leaving one out changes
 * no count, and the count of an unfiltered list is an index-only scan of the row's own table instead of a
 * four-table join. `bookingId` is the row's booking column; the bookings list itself passes none.
 */
export async function countListRows(
  db: DbOrTx,
  table: PgTable,
  columns: Pick<ListColumns, 'freelancerId'> & { bookingId?: AnyColumn },
  filters: BookingRelationFilters,
  where: SQL | undefined,
) {
  const needsText = filters.keywords.length > 0;
  const needsBooking = needsText || filters.projectIds.length > 0 || filters.bookerIds.length > 0;
  let query = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .$dynamic();
  if (columns.bookingId && needsBooking) query = query.innerJoin(bookings, eq(bookings.id, columns.bookingId));
  if (needsText) {
    query = query
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, columns.freelancerId));
  }
  // Counting stops one row past the cap (pageOf reports it as capped): a page costs what it shows.
  const matching = query
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return count?.total ?? 0;
}
