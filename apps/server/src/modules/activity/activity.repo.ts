import type { NotificationCategory } from '@fm/contract/enums';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countUpToCap } from '../../db/list-query.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencies, idpSessions, users } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/notifications.ts';

/**
 * The caller's live notifications (not deleted), optionally of one category. "Not deleted" is written as the
 * indexes' predicate (`not is_deleted`), so that the planner matches them even without the value.
 */
function ownNotifications(userId: number, category: NotificationCategory | undefined): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    sql`not ${notifications.isDeleted}`,
    category ? eq(notifications.category, category) : undefined,
  );
}

export async function listNotifications(
  db: DbOrTx,
  userId: number,
  query: { category?: NotificationCategory | undefined; page: number; items: number },
) {
  const where = ownNotifications(userId, query.category);
  // The reader's live notifications are an index in this order (all, or of the category): the page reads its rows
  // and stops, and the count stops at the cap (pageOf), however many a finance user has been sent.
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.items)
    .offset((query.page - 1) * query.items);
  return { rows, total: await countUpToCap(db, notifications, where) };
}

/** One live notification of `userId`; another user's, or a deleted one, is not found. */
export async function findOwnNotification(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select({ id: notifications.id, category: notifications.category, isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.id, id), ownNotifications(userId, undefined)))
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

/** Deletes the caller's notifications (of a category); returns the categories touched and how many. */
export async function deleteNotifications(db: DbOrTx, userId: number, category: NotificationCategory | undefined) {
  return db
    .update(notifications)
    .set({ isDeleted: true })
    .where(ownNotifications(userId, category))
    .returning({ id: notifications.id, category: notifications.category });
}

/** Activity entries of the given agencies (all when `agencyIds` is null), newest first. */
export async function listActivity(db: DbOrTx, agencyIds: number[] | null, page: number, items: number) {
  const where =
    agencyIds === null ? undefined : agencyIds.length ? inArray(activityLog.agencyId, agencyIds) : sql`false`;
  const rows = await db
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
    .limit(items)
    .offset((page - 1) * items);
  return { rows, total: await countUpToCap(db, activityLog, where) };
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
