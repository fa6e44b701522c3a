import { financialYearOf } from '@fm/contract/constants';
import type { RateType } from '@fm/contract/enums';
import { canTakeAction } from '@fm/contract/state-machines/booking';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAllocations, bookings } from '../../db/schema/bookings.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { projectAllocations } from '../../db/schema/projects.ts';
import { AppError, badRequest, fieldError } from '../../platform/app-error.ts';
import type { BookingRow } from '../bookings/bookings.repo.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';

/** Rules time records and flat-rate payments share: which booking takes them, and its counters. */

export const invalidTransition = (status: string) =>
  new AppError(409, 'rule.invalidTransition', { params: { status } });

/**
 * Only a BOOKED booking of the right rate type takes time or payments, on a day inside its period and in a
 * financial year that is not closed (docs/product.md §14), from a freelancer who accepted the credit memo procedure: what
 * they record is paid by credit notes, which need that consent.
 */
export async function assertBookingTakes(
  db: DbOrTx,
  booking: BookingRow,
  rateType: RateType,
  date: string,
  field: string,
) {
  if (booking.rateType !== rateType) throw fieldError('booking_id', 'rule.bookingRateTypeMismatch');
  if (!canTakeAction(booking.status, rateType === 'HOURLY' ? 'recordTime' : 'recordPayment')) {
    throw fieldError('booking_id', 'rule.bookingNotBooked');
  }
  if (date < booking.startDate || date > booking.endDate) throw fieldError(field, 'rule.bookingOutsidePeriod');
  if (!(await hasAcceptedCreditMemoProcedure(db, booking.freelancerId))) {
    // The freelancer records time and is asked to accept; the agency records payments and is told why.
    throw badRequest(rateType === 'HOURLY' ? 'rule.creditMemoNotAccepted' : 'rule.freelancerCreditMemoNotAccepted');
  }
  const year = financialYearOf(date);
  if ((await bookingsRepo.closedFinancialYears(db, booking.agencyId, [year.start])).length) {
    // Not a field error: the field texts carry no parameters, and the year belongs in the message.
    throw badRequest('rule.financialYearClosed', { params: { year: year.label } });
  }
}

async function hasAcceptedCreditMemoProcedure(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select({ hasAccepted: freelancers.hasAcceptedCreditMemoProcedure })
    .from(freelancers)
    .where(eq(freelancers.id, freelancerId));
  return row?.hasAccepted === true;
}

/** The booking's active allocations, first one first. */
export async function activeAllocationsOf(db: DbOrTx, bookingId: number) {
  return db
    .select({ id: projectAllocations.id })
    .from(bookingAllocations)
    .innerJoin(projectAllocations, eq(projectAllocations.id, bookingAllocations.allocationId))
    .where(and(eq(bookingAllocations.bookingId, bookingId), eq(projectAllocations.isActive, true)))
    .orderBy(projectAllocations.id);
}

/** A split must name active allocations of the booking, each once. */
export async function checkSplitAllocations(db: DbOrTx, bookingId: number, allocationIds: number[]) {
  const active = new Set((await activeAllocationsOf(db, bookingId)).map((allocation) => allocation.id));
  const isValid = new Set(allocationIds).size === allocationIds.length && allocationIds.every((id) => active.has(id));
  if (!isValid) throw fieldError('allocations', 'validation.invalidValue');
}

/** `total` spread over `weights` in whole units that add up exactly (the remainder goes to the last part). */
export function spreadUnits(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** A booking's counter of what is left, and the field error when a change would take more than that. */
const LEFT_COUNTERS = {
  minutesLeft: { field: 'hours', key: 'catalogue.bookingHoursExceeded' },
  amountLeftCents: { field: 'allocations', key: 'catalogue.bookingAmountExceeded' },
} as const;

/**
 * Takes `delta` from the booking's counter (a negative delta gives it back) in ONE conditional UPDATE, so
 * concurrent saves can never take more than is left; taking also needs the booking still BOOKED.
 */
async function moveLeft(tx: DbOrTx, bookingId: number, counter: keyof typeof LEFT_COUNTERS, delta: number) {
  if (delta === 0) return;
  const column = bookings[counter];
  const value = sql`${column} - ${delta}`;
  const [row] = await tx
    .update(bookings)
    .set({
      ...(counter === 'minutesLeft' ? { minutesLeft: value } : { amountLeftCents: value }),
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, bookingId), ...(delta > 0 ? [gte(column, delta), eq(bookings.status, 'BOOKED')] : [])))
    .returning({ id: bookings.id });
  if (!row) throw fieldError(LEFT_COUNTERS[counter].field, LEFT_COUNTERS[counter].key);
}

/** Takes `delta` minutes from the booking's hours_left (a negative delta gives them back). */
export const moveMinutesLeft = (tx: DbOrTx, bookingId: number, delta: number) =>
  moveLeft(tx, bookingId, 'minutesLeft', delta);

/** The same for amount_left of a flat booking, in cents. */
export const moveAmountLeft = (tx: DbOrTx, bookingId: number, deltaCents: number) =>
  moveLeft(tx, bookingId, 'amountLeftCents', deltaCents);

/**
 * The statuses a list asks for (docs/product.md §4): a status filter as given; otherwise the tab's statuses, but
 * only while no other filter is applied — any filter drops the tab's default status.
 */
export function listStatuses<S extends string>(
  tabStatuses: readonly S[] | undefined,
  statusFilter: S[],
  hasOtherFilter: boolean,
): S[] {
  if (statusFilter.length) return statusFilter;
  if (hasOtherFilter || tabStatuses === undefined) return [];
  return [...tabStatuses];
}

/** What the time-record and flat-rate payment list queries (and their review lists) have in common. */
type SubmittedListQuery<S extends string, SortBy extends string> = {
  keyword: string[];
  status: S[];
  freelancers: number[];
  agencies: number[];
  projects?: number[];
  bookers?: number[];
  booking_id?: number | undefined;
  sortBy: SortBy;
  sort: 'asc' | 'desc';
  page: number;
  items: number;
};

/**
 * A time-record or flat-rate payment list query as repository filters, but for the list's own date range:
 * the caller's row scope, the relation filters the realm may use (freelancers have no freelancer filter, only
 * staff filter by agency — agency users only see their agency anyway) and the statuses, where `dates` are all
 * the query's date filters (any of them drops the tab's default status).
 */
export function submittedListFilters<S extends string, SortBy extends string>(
  auth: RequestAuth,
  query: SubmittedListQuery<S, SortBy>,
  tabStatuses: readonly S[] | undefined,
  dates: (string | undefined)[],
) {
  const isStaff = auth.realm === 'admin' || auth.realm === 'finance';
  const freelancerIds = auth.realm === 'freelancer' ? [] : query.freelancers;
  const agencyIds = isStaff ? query.agencies : [];
  const bookerIds = query.bookers ?? [];
  const projectIds = query.projects ?? [];
  const hasOtherFilter =
    query.keyword.length > 0 ||
    dates.some((date) => date !== undefined) ||
    freelancerIds.length + agencyIds.length + bookerIds.length + projectIds.length > 0;
  return {
    ...rowScope(auth),
    statuses: listStatuses(tabStatuses, query.status, hasOtherFilter),
    keywords: query.keyword,
    freelancerIds,
    agencyIds,
    projectIds,
    bookerIds,
    bookingId: query.booking_id,
    sortBy: query.sortBy,
    sort: query.sort,
    page: query.page,
    items: query.items,
  };
}
