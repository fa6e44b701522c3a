import { type AnyColumn, eq, getTableName, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import { keptByKey } from '../../db/built-once.ts';
import {
  anyOf,
  codeContains,
  indexedTextContains,
  keysInScope,
  type ListWhere,
  phraseContains,
  refersTo,
  type Searched,
} from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencies, users, usersFullName } from '../../db/schema/identity.ts';
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
/**
 * `description` is the row's own text the keywords search. Its `kind` is `code` when it is a code with an index of its
 * joined form (a credit note's number, migration 0021), `prose` when it has an index of its word joints (the ledger
 * rows' descriptions, migration 0036).
 */
export type RowOnBooking = { bookingId: AnyColumn; description: PgColumn; kind?: 'code' | 'prose' };

/** How a row's own text of each kind is searched. */
const OWN_TEXT_OF_KIND = { code: codeContains, prose: phraseContains, text: indexedTextContains };

/** The user's full name contains the word; the trigram indexes on the full name answer it. */
const userNamed = (word: string) => indexedTextContains(usersFullName, word);

/** The booking's title, code or project's name contains the word. */
const bookingText = (word: string) =>
  anyOf(
    phraseContains(bookings.title, word),
    codeContains(bookings.bookingCode, word),
    refersTo(bookings.projectId, projects.id, indexedTextContains(projects.name, word)),
  );

/** Whether the caller sees one agency's or one freelancer's rows only. */
const isNarrow = (scope: RowScope) => scope.agencyId !== undefined || scope.freelancerId !== undefined;

/**
 * A caller who sees one agency's or one freelancer's rows counts and pages a keyword by checking those rows one by
 * one, read by the scope's index, while the indexed form first gathers the related tables' matches across the
 * whole group (every project or user whose name contains "Bench", 50 000 at 10x), and so would reading them first
 * (decision 043). The scope's own bookings are few: they are checked once, as a subquery PostgreSQL hashes
 * (`narrowed`), and not probed again for every row on them with their project (decision 043, amendment); when
 * they are up to NARROWED_KEYS_CAP, read first as a list of keys (`narrowedWithKeys`).
 */
function forScope(searched: Searched, scope: RowScope): Searched {
  if (!isNarrow(scope)) return searched;
  const checked = searched.narrowed ?? searched.probe;
  const withKeys = searched.narrowedWithKeys;
  // Where no related set is narrowed (the bookings' own list), the statements that read all the scope's rows check
  // each related set with an EXISTS the planner may hash (`scoped`): a big agency's 22 204 bookings each probed their
  // project and freelancer for "zzz" (97 ms at 10x); a walk of the order keeps the probe.
  if (!withKeys) {
    const own = { indexed: searched.narrowed ?? searched.scoped ?? searched.probe, probe: checked };
    // An agency's own rows that the keyword names (the bookings' own list) are read first as keys too, up to
    // NARROWED_KEYS_CAP: each of the keyword's parts through its index, where the count and page read every one of
    // the agency's rows (the big agency's bookings for "zzz" at 10x: 41 -> 7 ms). A freelancer's bookings are few:
    // reading them row by row costs less than planning the keys' statement (2 ms).
    if (scope.agencyId === undefined) return own;
    return {
      ...own,
      withKeys: async (db) => {
        const listed = await keysInScope(db, bookings.id, scopeConditions(scope, bookings), searched);
        return listed === null ? own : { indexed: listed, probe: listed };
      },
    };
  }
  return {
    indexed: checked,
    probe: checked,
    withKeys: async (db) => {
      const listed = await withKeys(db);
      return { indexed: listed, probe: listed };
    },
  };
}

/**
 * A keyword's condition on a list's rows (`column`, one of the list's table), built once for the table, the caller's
 * scope and the word and kept for the next calls (keptByKey): building its forms took about 150 µs a call (an agency's
 * records for "Anna"), and the condition depends on nothing else. What it reads from the database (withKeys, listed,
 * planned, narrowedWithKeys: functions of the database handed in) is read on every call.
 */
export function keptKeyword(column: PgColumn, scope: RowScope, word: string, build: () => Searched): Searched {
  const key = [getTableName(column.table), scope.agencyId, scope.agencyIn, scope.freelancerId, word];
  return keptKeywords(JSON.stringify(key), build);
}
const keptKeywords = keptByKey<Searched>(1_000);

/**
 * A keyword on a row of a booking (time record, flat-rate payment, credit note): the row's own text, its
 * freelancer's name, its booking's title, code or project, or an `also` part, each read on the row's own columns
 * (decision 031). A staff caller's scope narrows the bookings the indexed form gathers to its own. For a narrow
 * scope the freelancer's name is checked on the scope's bookings with their other texts, once a booking rather
 * than once a row: a row's freelancer is its booking's, which no longer changes once the booking is BOOKED, the
 * only status that takes time and payments.
 */
export function rowKeyword(
  row: RowOnBooking,
  columns: Pick<ListColumns, 'freelancerId'> & { scope: RowScope },
  word: string,
  also: Searched[] = [],
): Searched {
  const ownText = OWN_TEXT_OF_KIND[row.kind ?? 'text'](row.description, word);
  const ofTheScope = scopeConditions(columns.scope, bookings);
  if (isNarrow(columns.scope)) {
    const onBooking = anyOf(bookingText(word), refersTo(bookings.freelancerId, users.id, userNamed(word)));
    return forScope(
      anyOf(ownText, refersTo(row.bookingId, bookings.id, onBooking, ofTheScope), ...also),
      columns.scope,
    );
  }
  return anyOf(
    ownText,
    refersTo(columns.freelancerId, users.id, userNamed(word)),
    refersTo(row.bookingId, bookings.id, bookingText(word), ofTheScope),
    ...also,
  );
}

/**
 * The freelancer, agency, project and booker filters as conditions on the row's own columns only, so that
 * neither the page nor its count joins a table for a filter: a booking's project and booker become "on one of
 * these bookings". Each keyword searches the title, code, project, freelancer's name and, on time records and
 * payments, the description (docs/product.md §3).
 */
export function bookingRelationConditions(filters: BookingRelationFilters & RowScope, columns: ListColumns): ListWhere {
  const conditions: SQL[] = [];
  const row = columns.onBooking;
  const onBookings = (condition: SQL) =>
    row ? inArray(row.bookingId, sql`(select ${bookings.id} from ${bookings} where ${condition})`) : condition;
  if (filters.freelancerIds.length) conditions.push(inArray(columns.freelancerId, filters.freelancerIds));
  if (filters.agencyIds.length) conditions.push(inArray(columns.agencyId, filters.agencyIds));
  if (filters.projectIds.length) conditions.push(onBookings(inArray(bookings.projectId, filters.projectIds)));
  if (filters.bookerIds.length) conditions.push(onBookings(inArray(bookings.createdBy, filters.bookerIds)));
  const keywords = filters.keywords.map((keyword) =>
    keptKeyword(columns.agencyId, filters, keyword, () => {
      if (row) return rowKeyword(row, { ...columns, scope: filters }, keyword);
      return forScope(
        anyOf(bookingText(keyword), refersTo(columns.freelancerId, users.id, userNamed(keyword))),
        filters,
      );
    }),
  );
  return { filters: conditions, keywords };
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
): ListWhere {
  const reach = scopeConditions(filters, columns);
  const conditions = [...reach];
  if (filters.statuses.length) conditions.push(inArray(columns.status, filters.statuses));
  if (filters.dateFrom) conditions.push(gte(columns.date, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(columns.date, filters.dateTo));
  if (filters.submittedFrom) conditions.push(gte(columns.submittedDate, filters.submittedFrom));
  if (filters.submittedTo) conditions.push(lte(columns.submittedDate, filters.submittedTo));
  if (filters.bookingId !== undefined) conditions.push(eq(columns.onBooking.bookingId, filters.bookingId));
  const related = bookingRelationConditions(filters, columns);
  return { filters: [...conditions, ...related.filters], keywords: related.keywords, reach };
}
