import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@fm/contract/enums';
import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { type AnyColumn, and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countEachUpToCap, countUpToCap } from '../../db/list-query.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencies, idpSessions, users } from '../../db/schema/identity.ts';
import { notificationClearances, notifications } from '../../db/schema/notifications.ts';

/**
 * When the reader last cleared the category ("delete all"), or minus infinity: the notifications created up to
 * then count as deleted (decision 034). One primary-key lookup, which the planner runs once per statement.
 */
function clearedAt(userId: number | Placeholder, category: NotificationCategory | AnyColumn): SQL {
  return sql`coalesce((select ${notificationClearances.clearedAt} from ${notificationClearances}
    where ${notificationClearances.userId} = ${userId} and ${notificationClearances.category} = ${category}),
    '-infinity'::timestamptz)`;
}

/**
 * The reader's live notifications of a category: not deleted one by one, and sent after the category's
 * clearance. A range of notifications_user_category_live_idx (and, unread, of notifications_user_unread_idx);
 * "not deleted" is written as the indexes' predicate (`not is_deleted`), so that the planner matches them.
 * Without a category each notification is held to its own category's clearance (to look one up by id).
 */
export function liveNotifications(userId: number | Placeholder, category?: NotificationCategory): SQL {
  return and(
    eq(notifications.userId, userId),
    category ? eq(notifications.category, category) : undefined,
    sql`not ${notifications.isDeleted}`,
    sql`${notifications.createdAt} > ${clearedAt(userId, category ?? notifications.category)}`,
  )!;
}

/** The categories a query names: one, or all of them. */
const categoriesOf = (category: NotificationCategory | undefined) => (category ? [category] : NOTIFICATION_CATEGORIES);

/** Newest first. A new array each time: drizzle rewrites a set operation's order in place. */
const newestFirst = () => [desc(notifications.createdAt), desc(notifications.id)];

/**
 * The reader's live notifications of `categories`, each counted up to LIST_COUNT_CAP + 1 (like a list's total), in
 * one statement: each category's count reads its own range and stops at the cap. A category this instance lately
 * found above the cap is not counted again (countEachUpToCap); in a transaction every category is counted.
 */
async function countLive(db: DbOrTx, userId: number, categories: readonly NotificationCategory[]) {
  const counts = await countEachUpToCap(
    db,
    categories.map((category) => ({
      key: `live notifications\u0000${userId}\u0000${category}`,
      rows: () => sql`select 1 from ${notifications} where ${liveNotifications(userId, category)}`,
    })),
  );
  return new Map(categories.map((category, index) => [category, counts[index] ?? 0]));
}

const sumOf = (counts: Map<NotificationCategory, number>) =>
  [...counts.values()].reduce((sum, count) => sum + count, 0);

/** A category's live notifications of the reader (placeholder `user_id`), newest first, up to `limit`. */
const newestOf = (db: DbOrTx, category: NotificationCategory) =>
  db
    .select()
    .from(notifications)
    .where(liveNotifications(sql.placeholder('user_id'), category))
    .orderBy(...newestFirst())
    .limit(sql.placeholder('limit'));

type PageValues = { user_id: number; limit: number; items: number; offset: number };

/**
 * A page of the reader's live notifications, each form prepared once (preparedOnce): of one category, its range read
 * from the offset; of all, each category's newest up to the page's end, merged. A category's live notifications are a
 * range of an index in this order, so a page reads its rows and stops, however many a finance user has been sent.
 * Built and mapped by drizzle on every call, finance's first page spent more CPU there than in reading its rows.
 */
const PAGE_OF_CATEGORY = new Map(
  NOTIFICATION_CATEGORIES.map((category) => [
    category,
    preparedOnce((db) => newestOf(db, category).offset(sql.placeholder('offset'))),
  ]),
);
const PAGE_OF_ALL = preparedOnce((db) => {
  const [first, second, ...more] = NOTIFICATION_CATEGORIES.map((category) => newestOf(db, category));
  return unionAll(first!, second!, ...more)
    .orderBy(...newestFirst())
    .limit(sql.placeholder('items'))
    .offset(sql.placeholder('offset'));
});

export async function listNotifications(
  db: DbOrTx,
  userId: number,
  query: { category?: NotificationCategory | undefined; page: number; items: number },
) {
  const offset = (query.page - 1) * query.items;
  const page = query.category ? PAGE_OF_CATEGORY.get(query.category)! : PAGE_OF_ALL;
  const values: PageValues = {
    user_id: userId,
    limit: query.category ? query.items : offset + query.items,
    items: query.items,
    offset,
  };
  const [rows, counts] = await Promise.all([page(db, values), countLive(db, userId, categoriesOf(query.category))]);
  return { rows, total: Math.min(LIST_COUNT_CAP + 1, sumOf(counts)) };
}

/** One live notification of `userId`; another user's, a deleted or a cleared one is not found. */
export async function findOwnNotification(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select({ id: notifications.id, category: notifications.category, isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.id, id), liveNotifications(userId)))
    .limit(1);
  return row;
}

export async function markNotificationRead(db: DbOrTx, id: number) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, id));
}

export async function deleteNotification(db: DbOrTx, id: number) {
  await db.update(notifications).set({ isDeleted: true }).where(eq(notifications.id, id));
}

/**
 * Deletes the caller's notifications (of a category) by clearing the categories that hold live ones: a row per
 * category, whatever their number. A notification is dated by the database's clock when it is sent (created_at's
 * default), and the clearance by that clock's time at the click, not the transaction's start: what was sent before
 * the click is cleared, what comes after it shows. Returns the categories touched and how many were deleted, each
 * category counted up to LIST_COUNT_CAP + 1.
 */
export async function deleteNotifications(db: DbOrTx, userId: number, category: NotificationCategory | undefined) {
  const counts = await countLive(db, userId, categoriesOf(category));
  const touched = [...counts].flatMap(([each, count]) => (count > 0 ? [each] : []));
  if (touched.length)
    await db
      .insert(notificationClearances)
      .values(touched.map((each) => ({ userId, category: each, clearedAt: sql`clock_timestamp()` })))
      .onConflictDoUpdate({
        target: [notificationClearances.userId, notificationClearances.category],
        set: { clearedAt: sql`excluded.cleared_at` },
      });
  return { categories: touched, deleted: sumOf(counts) };
}

/** Activity entries newest first, with their actor and agency, of the agencies `where` leaves, a page from `offset`. */
const activityPage = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      beforeStatus: activityLog.beforeStatus,
      afterStatus: activityLog.afterStatus,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      agencyId: agencies.id,
      agencyName: agencies.name,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .leftJoin(agencies, eq(agencies.id, activityLog.agencyId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(sql.placeholder('items'))
    .offset(sql.placeholder('offset'));

/**
 * The two forms nearly every call takes, prepared once (preparedOnce): one agency's log (an agency user's, or the one
 * an admin or finance user picked; read along activity_log_agency_created_idx), and every agency's, as the
 * notifications' pages are (decision 051). A CFO's several agencies are built per call.
 */
const PAGE_OF_AGENCY = preparedOnce((db) => activityPage(db, eq(activityLog.agencyId, sql.placeholder('agency_id'))));
const PAGE_OF_ALL_AGENCIES = preparedOnce((db) => activityPage(db, undefined));

/** Activity entries of the given agencies (all when `agencyIds` is null), newest first. */
export async function listActivity(db: DbOrTx, agencyIds: number[] | null, page: number, items: number) {
  const paging = { items, offset: (page - 1) * items };
  const where =
    agencyIds === null ? undefined : agencyIds.length ? inArray(activityLog.agencyId, agencyIds) : sql`false`;
  const [rows, total] = await Promise.all([
    agencyIds === null
      ? PAGE_OF_ALL_AGENCIES(db, paging)
      : agencyIds.length === 1
        ? PAGE_OF_AGENCY(db, { ...paging, agency_id: agencyIds[0] })
        : activityPage(db, where).execute(paging),
    countUpToCap(db, activityLog, where),
  ]);
  return { rows, total };
}

export async function agencyExists(db: DbOrTx, agencyId: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row !== undefined;
}

/**
 * Of the given streams' users and sessions, those still signed in: an active user and, when the stream has a
 * session of the embedded identity provider, that session neither ended (logout) nor expired.
 */
export async function liveSessions(db: DbOrTx, streams: { userId: number; sessionId: string | null }[]) {
  if (streams.length === 0) return new Set<string>();
  const userIds = [...new Set(streams.map((stream) => stream.userId))];
  const sessionIds = [...new Set(streams.flatMap((stream) => (stream.sessionId ? [stream.sessionId] : [])))];
  const activeUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isActive, true)));
  const liveSessionRows = sessionIds.length
    ? await db
        .select({ id: idpSessions.id, userId: idpSessions.userId })
        .from(idpSessions)
        .where(
          and(
            inArray(idpSessions.id, sessionIds),
            sql`${idpSessions.endedAt} is null`,
            sql`${idpSessions.expiresAt} > now()`,
          ),
        )
    : [];
  const active = new Set(activeUsers.map((row) => row.id));
  const live = new Set(liveSessionRows.map((row) => `${row.userId}:${row.id}`));
  return new Set(
    streams
      .filter(
        (stream) =>
          active.has(stream.userId) && (!stream.sessionId || live.has(`${stream.userId}:${stream.sessionId}`)),
      )
      .map((stream) => `${stream.userId}:${stream.sessionId ?? ''}`),
  );
}
