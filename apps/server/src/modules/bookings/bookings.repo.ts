import type { BookingStatus, RateType } from '@fm/contract/enums';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isOneOf, type ListWhere, listRows, pageOfList } from '../../db/list-query.ts';
import { bookingAllocations, bookingRatings, bookings } from '../../db/schema/bookings.ts';
import { agencyBudgets } from '../../db/schema/budget.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { freelancerAbsences, freelancers } from '../../db/schema/freelancers.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { clients } from '../../db/schema/organisation.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { booker, bookingRelationConditions, freelancerUser } from './booking-list-query.ts';

/** Queries behind the booking calls. */

export type BookingRow = typeof bookings.$inferSelect;

/** Who may see which bookings: agency users their agency's, freelancers those that reached them. */

const LIST_COLUMNS = { agencyId: bookings.agencyId, freelancerId: bookings.freelancerId };

/** A freelancer sees a booking only once it has reached them (approved at some point). */
function bookingScopeConditions(scope: RowScope): SQL[] {
  return [
    ...scopeConditions(scope, bookings),
    ...(scope.freelancerId === undefined ? [] : [isNotNull(bookings.approvedAt)]),
  ];
}

function selectBookings(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      projectName: projects.name,
      clientName: clients.name,
      agencyName: agencies.name,
      booker: { id: booker.id, firstName: booker.firstName, lastName: booker.lastName, role: booker.role },
      freelancer: {
        id: freelancerUser.id,
        firstName: freelancerUser.firstName,
        lastName: freelancerUser.lastName,
        email: freelancerUser.email,
        thumbnailFileId: freelancers.thumbnailFileId,
      },
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .innerJoin(booker, eq(booker.id, bookings.createdBy))
    .innerJoin(freelancerUser, eq(freelancerUser.id, bookings.freelancerId))
    .leftJoin(freelancers, eq(freelancers.id, bookings.freelancerId))
    .leftJoin(clients, eq(clients.id, projects.clientId));
}
export type BookingDetailRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

export async function findBookingDetail(db: DbOrTx, id: number, scope: RowScope = {}) {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), ...bookingScopeConditions(scope)))
    .limit(1);
  return row;
}

export async function findBooking(db: DbOrTx, id: number, scope: RowScope = {}) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ...bookingScopeConditions(scope)))
    .limit(1);
  return row;
}

export type BookingFilters = RowScope & {
  statuses: BookingStatus[];
  keywords: string[];
  runningFrom?: string | undefined;
  runningTo?: string | undefined;
  rateType?: RateType | undefined;
  agencyIds: number[];
  freelancerIds: number[];
  projectIds: number[];
  bookerIds: number[];
  sortBy: 'id' | 'created_at' | 'start_date' | 'end_date' | 'title' | 'total_cost' | 'status';
  sort: 'asc' | 'desc';
  page: number;
  items: number;
};

/** The list's orders (sortBy), each read off an index that leads with its column (db/sort-indexes.test.ts). */
export const SORT_COLUMNS = {
  id: bookings.id,
  created_at: bookings.createdAt,
  start_date: bookings.startDate,
  end_date: bookings.endDate,
  title: bookings.title,
  total_cost: bookings.totalCostCents,
  status: bookings.status,
} as const;

function filterConditions(filters: BookingFilters): ListWhere {
  const reach = bookingScopeConditions(filters);
  const conditions = [...reach];
  if (filters.statuses.length) conditions.push(inArray(bookings.status, filters.statuses));
  // A booking runs in the window when its period overlaps it.
  if (filters.runningFrom) conditions.push(gte(bookings.endDate, filters.runningFrom));
  if (filters.runningTo) conditions.push(lte(bookings.startDate, filters.runningTo));
  if (filters.rateType) conditions.push(eq(bookings.rateType, filters.rateType));
  const related = bookingRelationConditions(filters, LIST_COLUMNS);
  return { filters: [...conditions, ...related.filters], keywords: related.keywords, reach };
}

/** A page of bookings with their project, client, freelancer and booker. */
const BOOKING_ROWS = listRows(bookings.id, selectBookings);

export async function listBookings(db: DbOrTx, filters: BookingFilters) {
  const direction = filters.sort === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[filters.sortBy]), direction(bookings.id)];
  return pageOfList(db, filterConditions(filters), order, filters, BOOKING_ROWS);
}

export function listBookingAllocations(db: DbOrTx, bookingId: number) {
  return db
    .select({ allocation: projectAllocations })
    .from(bookingAllocations)
    .innerJoin(projectAllocations, eq(projectAllocations.id, bookingAllocations.allocationId))
    .where(eq(bookingAllocations.bookingId, bookingId))
    .orderBy(asc(projectAllocations.id));
}

export async function replaceBookingAllocations(db: DbOrTx, bookingId: number, allocationIds: number[]) {
  await db.delete(bookingAllocations).where(eq(bookingAllocations.bookingId, bookingId));
  await db.insert(bookingAllocations).values(allocationIds.map((allocationId) => ({ bookingId, allocationId })));
}

export function findProjectAllocations(db: DbOrTx, projectId: number, ids: number[]) {
  return db
    .select()
    .from(projectAllocations)
    .where(and(eq(projectAllocations.projectId, projectId), inArray(projectAllocations.id, ids)));
}

export async function findProjectInAgency(db: DbOrTx, projectId: number, agencyId: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.agencyId, agencyId)))
    .limit(1);
  return project;
}

/** A freelancer with their user row; `isActive` false when the account was deactivated or deleted. */
export async function findFreelancer(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select({
      id: users.id,
      isActive: sql<boolean>`${users.isActive} and ${freelancers.deletedAt} is null`,
      dayRateCents: freelancers.dayRateCents,
    })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.id))
    .where(and(eq(freelancers.id, freelancerId), eq(users.realm, 'freelancer')))
    .limit(1);
  return row;
}

/** Active managing directors who are members of the agency. */
export function listManagingDirectors(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(agencyUsers, and(eq(agencyUsers.userId, users.id), eq(agencyUsers.agencyId, agencyId)))
    .where(and(eq(users.role, 'managing-director'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

export function listUsers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, language: users.language, isActive: users.isActive })
    .from(users)
    .where(isOneOf(users.id, ids));
}

/** Financial years (by start year) of the agency whose budget is CLOSED. */
export async function closedFinancialYears(db: DbOrTx, agencyId: number, years: number[]) {
  const rows = await db
    .select({ year: agencyBudgets.financialYearStart })
    .from(agencyBudgets)
    .where(
      and(
        eq(agencyBudgets.agencyId, agencyId),
        inArray(agencyBudgets.financialYearStart, years),
        eq(agencyBudgets.status, 'CLOSED'),
      ),
    );
  return rows.map((row) => row.year);
}

export async function listAbsenceDays(db: DbOrTx, freelancerId: number, from: string, to: string) {
  const rows = await db
    .select({ date: freelancerAbsences.date })
    .from(freelancerAbsences)
    .where(
      and(
        eq(freelancerAbsences.freelancerId, freelancerId),
        gte(freelancerAbsences.date, from),
        lte(freelancerAbsences.date, to),
      ),
    )
    .orderBy(asc(freelancerAbsences.date));
  return rows.map((row) => row.date);
}

/** Time or payments recorded on the booking (cancelled records and deleted payments do not count). */
export async function hasRecords(db: DbOrTx, bookingId: number) {
  const [time] = await db
    .select({ id: timeRecords.id })
    .from(timeRecords)
    .where(and(eq(timeRecords.bookingId, bookingId), ne(timeRecords.status, 'CANCELLED')))
    .limit(1);
  if (time) return true;
  const [payment] = await db
    .select({ id: flatRatePayments.id })
    .from(flatRatePayments)
    .where(and(eq(flatRatePayments.bookingId, bookingId), ne(flatRatePayments.status, 'DELETED')))
    .limit(1);
  return payment !== undefined;
}

/** Reserves the next booking id so that its code can carry it. */
export async function reserveBookingId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

export async function insertBooking(db: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/**
 * Changes a booking only while it still has the status the caller saw (`UPDATE … WHERE status = expected`):
 * of two concurrent transitions exactly one matches, the other gets undefined.
 */
export async function updateBookingIfStatus(
  db: DbOrTx,
  id: number,
  expected: BookingStatus,
  values: Partial<typeof bookings.$inferInsert>,
) {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, expected)))
    .returning();
  return row;
}

/** The booker's rating given when closing (AGENCY_RATING report). */
export async function insertRating(
  tx: DbOrTx,
  rating: { bookingId: number; ratedBy: number; stars: number; comment: string | null },
) {
  await tx
    .insert(bookingRatings)
    .values({ bookingId: rating.bookingId, ratedBy: rating.ratedBy, rating: rating.stars, comment: rating.comment });
}
