import type { Role } from '@fm/contract/enums';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { berlinToday } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { inScope, isOneOf, listRows, pageOfList } from '../../db/list-query.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, agencyUsers, users, usersFullName, usersStatus } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { agencyUserReplacements } from '../../db/schema/organisation.ts';
import { liveNotifications } from '../activity/activity.repo.ts';

/** Queries behind user administration, agency members, role changes and replacements. */

/** A replacement is open from its start date until its end date or until it is ended early. */
export const openReplacement = sql`(${agencyUserReplacements.endedAt} is null
  and ${agencyUserReplacements.startDate} <= ${berlinToday}
  and (${agencyUserReplacements.endDate} is null or ${agencyUserReplacements.endDate} >= ${berlinToday}))`;

export async function agencyIdsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ agencyId: agencyUsers.agencyId })
    .from(agencyUsers)
    .where(eq(agencyUsers.userId, userId))
    .orderBy(asc(agencyUsers.agencyId));
  return rows.map((row) => row.agencyId);
}

/** A member of an agency as the member lists answer it. */
export const MEMBER_COLUMNS = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
  is_active: users.isActive,
};

/**
 * The users of the given agencies (every agency for undefined, as inScope reads it), each once, with whether a
 * vacation stand-in covers them.
 */
export function listMembers(db: DbOrTx, agencyIds: readonly number[] | undefined) {
  if (agencyIds?.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({
      ...MEMBER_COLUMNS,
      image_url: users.profileImage,
      is_on_vacation: sql<boolean>`exists (select 1 from ${agencyUserReplacements}
        where ${and(inScope(agencyUserReplacements.agencyId, agencyIds), eq(agencyUserReplacements.userId, users.id))}
        and ${agencyUserReplacements.type} = 'VACATION' and ${openReplacement})`,
    })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(inScope(agencyUsers.agencyId, agencyIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Bookings waiting for a managing director's approval in any of the given agencies. */
export async function countPendingApprovals(db: DbOrTx, agencyIds: number[]) {
  if (agencyIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.agencyId, agencyIds), eq(bookings.status, 'PENDING')));
  return row?.count ?? 0;
}

export async function countManagingDirectors(db: DbOrTx, agencyId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(users.role, 'managing-director'), eq(users.isActive, true)));
  return row?.count ?? 0;
}

export function setRole(db: DbOrTx, userId: number, role: Role) {
  return db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findReplacement(db: DbOrTx, id: number) {
  const [row] = await db.select().from(agencyUserReplacements).where(eq(agencyUserReplacements.id, id)).limit(1);
  return row;
}

export function endOpenReplacements(db: DbOrTx, agencyId: number, userId: number) {
  return db
    .update(agencyUserReplacements)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(agencyUserReplacements.agencyId, agencyId),
        eq(agencyUserReplacements.userId, userId),
        isNull(agencyUserReplacements.endedAt),
      ),
    );
}

export async function insertReplacement(db: DbOrTx, values: typeof agencyUserReplacements.$inferInsert) {
  const [row] = await db.insert(agencyUserReplacements).values(values).returning();
  return row!;
}

export function endReplacement(db: DbOrTx, id: number) {
  return db.update(agencyUserReplacements).set({ endedAt: new Date() }).where(eq(agencyUserReplacements.id, id));
}

/** Copies the replaced user's unread to-dos of the agency to the stand-in. */
export async function copyOpenToDos(db: DbOrTx, agencyId: number, fromUserId: number, toUserId: number) {
  const open = await db
    .select()
    .from(notifications)
    .where(
      and(
        liveNotifications(fromUserId, 'to_do'),
        eq(notifications.agencyId, agencyId),
        eq(notifications.isRead, false),
      ),
    );
  if (open.length === 0) return 0;
  await db.insert(notifications).values(
    open.map(({ id: _id, createdAt: _createdAt, ...rest }) => ({
      ...rest,
      userId: toUserId,
      params: { ...rest.params, replacing_user_id: fromUserId },
    })),
  );
  return open.length;
}

export function setUserActive(db: DbOrTx, userId: number, isActive: boolean) {
  return db.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));
}

export function removeMembership(db: DbOrTx, agencyId: number, userId: number) {
  return db.delete(agencyUsers).where(and(eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.userId, userId)));
}

/** The stand-in of a replacement, beside the replaced user. */
const standIn = alias(users, 'stand_in');

/** The agency's open replacements of managing directors, with whether each stand-in is active (joined). */
const DIRECTOR_REPLACEMENTS = preparedOnce((db) =>
  db
    .select({
      userId: agencyUserReplacements.userId,
      replacementId: agencyUserReplacements.replacementId,
      standInActive: standIn.isActive,
    })
    .from(agencyUserReplacements)
    .innerJoin(users, eq(users.id, agencyUserReplacements.userId))
    .innerJoin(standIn, eq(standIn.id, agencyUserReplacements.replacementId))
    .where(
      and(
        eq(agencyUserReplacements.agencyId, sql.placeholder('agencyId')),
        eq(users.role, 'managing-director'),
        openReplacement,
      ),
    )
    .orderBy(asc(agencyUserReplacements.id)),
);
const openDirectorReplacements = (db: DbOrTx, agencyId: number) => DIRECTOR_REPLACEMENTS(db, { agencyId });

/**
 * An agency's managing directors who are active, and its open replacements of managing directors: two statements,
 * run side by side.
 */
export async function approverRows(db: DbOrTx, agencyId: number) {
  const [directors, replacements] = await Promise.all([
    db
      .select({ id: users.id })
      .from(agencyUsers)
      .innerJoin(users, eq(users.id, agencyUsers.userId))
      .where(and(eq(agencyUsers.agencyId, agencyId), eq(users.role, 'managing-director'), eq(users.isActive, true)))
      .orderBy(asc(users.id)),
    openDirectorReplacements(db, agencyId),
  ]);
  return { directors: directors.map((row) => row.id), replacements };
}

/**
 * Whether the user stands in today for a managing director of the agency and is active: what lends an account
 * manager approve-booking (effectiveApprovers for one user who is no director, in one statement).
 */
export async function standsInForDirector(db: DbOrTx, agencyId: number, userId: number) {
  const replacements = await openDirectorReplacements(db, agencyId);
  return replacements.some((row) => row.replacementId === userId && row.standInActive);
}

export type UserFilters = {
  keyword: string[];
  start_date?: string | undefined;
  end_date?: string | undefined;
  roles: Role[];
  languages: ('en' | 'de')[];
  status: ('ACTIVE' | 'INACTIVE' | 'INVITED')[];
};

export function userFilterWhere(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const word of filters.keyword) {
    const pattern = likePattern(word);
    conditions.push(
      // The full name contains the first and the last name; both have a trigram index (migrations 0007, 0009).
      or(ilike(users.email, pattern), ilike(usersFullName, pattern)),
    );
  }
  // Registration days in UTC, written as bounds on the timestamp itself, so that they read its index.
  if (filters.start_date)
    conditions.push(sql`${users.createdAt} >= (${filters.start_date}::date::timestamp at time zone 'UTC')`);
  if (filters.end_date)
    conditions.push(sql`${users.createdAt} < ((${filters.end_date}::date + 1)::timestamp at time zone 'UTC')`);
  if (filters.roles.length) conditions.push(inArray(users.role, filters.roles));
  if (filters.languages.length) conditions.push(inArray(users.language, filters.languages));
  if (filters.status.length) conditions.push(inArray(usersStatus, filters.status));
  return and(...conditions);
}

const SORT_COLUMN = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  created_at: users.createdAt,
  status: usersStatus,
} as const;

export type UserOrder = { sortBy: keyof typeof SORT_COLUMN; sort: 'asc' | 'desc' };

/** The list's order: the chosen column, the id breaking ties in its direction, so that one index serves both. */
function orderOf(order: UserOrder): SQL[] {
  const direction = order.sort === 'asc' ? asc : desc;
  return [direction(SORT_COLUMN[order.sortBy]), direction(users.id)];
}

/** The users `where` matches in `order`. */
export function usersInOrder(db: DbOrTx, where: SQL | undefined, order: UserOrder) {
  return db
    .select({ user: users, status: usersStatus })
    .from(users)
    .where(where)
    .orderBy(...orderOf(order))
    .$dynamic();
}

/** A page of users by their ids, prepared once per order (listRows). */
const USER_ROWS = listRows(users.id, (db) => db.select({ user: users, status: usersStatus }).from(users));

/**
 * The users the filters match in `order`: a page of them with their capped count, paged as the other lists are
 * (pageOfList): up to the cap the matches are read through the filters' indexes and sorted, so that a keyword
 * whose few matches trail the order does not walk every user before them (61 ms for "bench.fl.4711" at 10x).
 * Without `page`, every match (the download).
 */
export async function listUsers(
  db: DbOrTx,
  filters: UserFilters,
  order: UserOrder,
  page?: { page: number; items: number },
) {
  const where = userFilterWhere(filters);
  if (!page) {
    const rows = await usersInOrder(db, where, order);
    return { rows, total: rows.length };
  }
  return pageOfList(db, { filters: where ? [where] : [], keywords: [] }, orderOf(order), page, USER_ROWS);
}

export async function agenciesOfUsers(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; name: string; is_active: boolean }[]>();
  const rows = await db
    .select({ userId: agencyUsers.userId, id: agencies.id, name: agencies.name, is_active: agencies.isActive })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(isOneOf(agencyUsers.userId, userIds))
    .orderBy(asc(agencies.name));
  const byUser = new Map<number, { id: number; name: string; is_active: boolean }[]>();
  for (const { userId, ...agency } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), agency]);
  return byUser;
}

export function openReplacementsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: agencyUserReplacements.id,
      agency_id: agencyUserReplacements.agencyId,
      type: agencyUserReplacements.type,
      replacement: { id: users.id, first_name: users.firstName, last_name: users.lastName },
    })
    .from(agencyUserReplacements)
    .innerJoin(users, eq(users.id, agencyUserReplacements.replacementId))
    .where(and(eq(agencyUserReplacements.userId, userId), openReplacement))
    .orderBy(asc(agencyUserReplacements.id));
}

export async function hasFreelancerRow(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: freelancers.id }).from(freelancers).where(eq(freelancers.id, userId)).limit(1);
  return Boolean(row);
}
