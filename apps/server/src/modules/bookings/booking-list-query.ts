import { type AnyColumn, and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
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

/**
 * The columns of a list's row the filters read: its own agency and freelancer, and for rows on a booking (time
 * records, flat-rate payments) their table, id, booking and description, which the keywords also search.
 */
export type ListColumns = { agencyId: PgColumn; freelancerId: PgColumn; onBooking?: RowOnBooking };
/** `description` is the row's own text the keywords search (a credit note's number). */
export type RowOnBooking = { table: PgTable; id: AnyColumn; bookingId: AnyColumn; description: AnyColumn };

/** Ids of the users whose full name contains the pattern; the trigram index on the full name answers it. */
function usersNamed(pattern: string): SQL {
  return sql`select ${users.id} from ${users} where ${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}`;
}

/**
 * Ids of the scope's bookings whose title, code, project name or freelancer's name contains the pattern: a union
 * of one indexed lookup per column (trigram indexes, migration 0009) instead of an OR across joined tables, which
 * no index answers. The scope goes into each part, so the planner reads a small agency's bookings by agency and
 * a rare word over all agencies by its trigrams.
 */
function bookingsMatching(pattern: string, scope: RowScope): SQL {
  const inScope = scopeConditions(scope, bookings);
  const part = (condition: SQL) => sql`select ${bookings.id} from ${bookings} where ${and(condition, ...inScope)}`;
  return sql.join(
    [
      part(or(ilike(bookings.title, pattern), ilike(bookings.bookingCode, pattern))!),
      part(
        inArray(
          bookings.projectId,
          sql`(select ${projects.id} from ${projects} where ${ilike(projects.name, pattern)})`,
        ),
      ),
      part(inArray(bookings.freelancerId, sql`(${usersNamed(pattern)})`)),
    ],
    sql` union `,
  );
}

/**
 * A keyword on a row of a booking (time record, flat-rate payment, credit note): the row is in the union of the
 * scope's rows whose own text, whose booking (bookingsMatching) or whose `also` condition matches, each part an
 * indexed lookup of its own.
 */
export function rowsMatching(
  row: RowOnBooking,
  columns: Pick<ListColumns, 'agencyId' | 'freelancerId'> & { scope: RowScope },
  pattern: string,
  also: SQL[] = [],
): SQL {
  const inScope = scopeConditions(columns.scope, columns);
  const parts = [
    ilike(row.description, pattern),
    inSet(row.bookingId, bookingsMatching(pattern, columns.scope)),
    ...also,
  ];
  return inSet(
    row.id,
    sql.join(
      parts.map((part) => sql`select ${row.id} from ${row.table} where ${and(part, ...inScope)}`),
      sql` union `,
    ),
  );
}

/**
 * `column = any(array(ids))`: the set runs once, before the rest (an InitPlan), and the list reads its rows by
 * key. As `in (ids)` the planner joined the set to a scan of the whole table when it could not tell the set's
 * size (a keyword matching 111 111 of 5 M records took 0.9 s; bench/results/list-survey.md).
 */
function inSet(column: AnyColumn, ids: SQL): SQL {
  return sql`${column} = any(array(${ids}))`;
}

/**
 * The freelancer, agency, project, booker and keyword filters as conditions on the row's own columns only, so
 * that neither the page nor its count joins a table for a filter: a booking's project and booker become "on one
 * of these bookings", a keyword "in this set of ids" (docs/product.md §3: title, code, project, freelancer's
 * name and, on time records and payments, the description).
 */
export function bookingRelationConditions(filters: BookingRelationFilters & RowScope, columns: ListColumns): SQL[] {
  const conditions: SQL[] = [];
  const row = columns.onBooking;
  const onBookings = (condition: SQL) =>
    row ? inArray(row.bookingId, sql`(select ${bookings.id} from ${bookings} where ${condition})`) : condition;
  if (filters.freelancerIds.length) conditions.push(inArray(columns.freelancerId, filters.freelancerIds));
  if (filters.agencyIds.length) conditions.push(inArray(columns.agencyId, filters.agencyIds));
  if (filters.projectIds.length) conditions.push(onBookings(inArray(bookings.projectId, filters.projectIds)));
  if (filters.bookerIds.length) conditions.push(onBookings(inArray(bookings.createdBy, filters.bookerIds)));
  for (const keyword of filters.keywords) {
    const pattern = likePattern(keyword);
    conditions.push(
      row
        ? rowsMatching(row, { ...columns, scope: filters }, pattern)
        : inSet(bookings.id, bookingsMatching(pattern, filters)),
    );
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
  status: AnyColumn;
  date: AnyColumn;
  submittedDate: AnyColumn;
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
  if (filters.bookingId !== undefined) conditions.push(eq(columns.onBooking.bookingId, filters.bookingId));
  return [...conditions, ...bookingRelationConditions(filters, columns)];
}
