import { activitySummary } from '@fm/contract/activity-texts';
import type { NotificationCategory } from '@fm/contract/enums';
import { translate } from '@fm/contract/messages';
import { NOTIFICATION_MESSAGES } from '@fm/contract/notifications';
import type { activityLogQuery, Notification, notificationsQuery } from '@fm/contract/schemas/activity';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { notifications } from '../../db/schema/notifications.ts';
import { notFound } from '../../platform/app-error.ts';
import { publishLive } from '../../platform/live.ts';
import { pageOf } from '../../platform/paging.ts';
import { countUnread } from '../account/account.repo.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './activity.repo.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** The page an object of a notification opens (web routes of the contract); null when there is none. */
function linkOf(entityType: string | null, entityId: number | null): string | null {
  if (!entityType) return null;
  switch (entityType) {
    case 'booking':
      return entityId ? `/bookings/${entityId}` : '/bookings';
    case 'project':
      return entityId ? `/projects/${entityId}` : '/projects';
    case 'time_record':
      return '/time-recording';
    case 'flat_rate_payment':
      return '/flat-rate-payments';
    case 'credit_note':
      return '/credit-notes';
    default:
      return null;
  }
}

/** A notification in the reader's language: title from its key and parameters, body the object's title. */
export function toNotification(row: NotificationRow, auth: RequestAuth): Notification {
  const params = row.params ?? {};
  return {
    notification_id: row.id,
    category: row.category,
    type: row.type,
    title: translate(NOTIFICATION_MESSAGES, row.messageKey, auth.language, params),
    body: typeof params.title === 'string' ? params.title : '',
    link: linkOf(row.entityType, row.entityId),
    is_read: row.isRead,
    is_deleted: row.isDeleted,
    actor: null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export async function listNotifications(db: Db, auth: RequestAuth, query: z.infer<typeof notificationsQuery>) {
  const [{ rows, total }, counts] = await Promise.all([
    repo.listNotifications(db, auth.userId, query),
    countUnread(db, auth.userId),
  ]);
  return {
    ...pageOf(
      rows.map((row) => toNotification(row, auth)),
      total,
      query,
    ),
    ...counts,
  };
}

/** Tells the caller's open streams (on any instance) after the commit, then answers with the new counts. */
async function changed(tx: DbOrTx, auth: RequestAuth, categories: NotificationCategory[]) {
  for (const category of new Set(categories)) {
    await publishLive(tx, { kind: 'notification', userIds: [auth.userId], category });
  }
  return countUnread(tx, auth.userId);
}

export async function readNotification(db: Db, auth: RequestAuth, id: number) {
  return db.transaction(async (tx) => {
    const notification = await repo.findOwnNotification(tx, id, auth.userId);
    if (!notification) throw notFound();
    if (notification.isRead) return { id, ...(await countUnread(tx, auth.userId)) };
    await repo.markNotificationRead(tx, id);
    return { id, ...(await changed(tx, auth, [notification.category])) };
  });
}

export async function deleteNotification(db: Db, auth: RequestAuth, id: number) {
  return db.transaction(async (tx) => {
    const notification = await repo.findOwnNotification(tx, id, auth.userId);
    if (!notification) throw notFound();
    await repo.deleteNotification(tx, id);
    return { id, ...(await changed(tx, auth, [notification.category])) };
  });
}

export async function deleteNotifications(db: Db, auth: RequestAuth, category: NotificationCategory | undefined) {
  return db.transaction(async (tx) => {
    const { categories, deleted } = await repo.deleteNotifications(tx, auth.userId, category);
    return { deleted, ...(await changed(tx, auth, categories)) };
  });
}

/**
 * The agencies whose log the caller reads: admins, finance users and the global CFO any agency (all when none
 * is named), a CFO the agencies of their groups, agency users their active agency. Another agency's id is 404.
 */
async function agenciesToRead(db: Db, auth: RequestAuth, agencyId: number | undefined): Promise<number[] | null> {
  if (auth.realm === 'agency') {
    const own = requireActiveGroup(auth);
    if (agencyId !== undefined && agencyId !== own) throw notFound();
    return [own];
  }
  if (auth.cfoAgencyIds !== null) {
    if (agencyId === undefined) return auth.cfoAgencyIds;
    if (!auth.cfoAgencyIds.includes(agencyId)) throw notFound();
    return [agencyId];
  }
  if (agencyId === undefined) return null;
  if (!(await repo.agencyExists(db, agencyId))) throw notFound();
  return [agencyId];
}

const REFERENCE_KEYS = ['bookingCode', 'timeRecord', 'number', 'title', 'name'] as const;

function referenceOf(details: Record<string, unknown>): string | null {
  for (const key of REFERENCE_KEYS) {
    const value = details[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

export async function listActivityLog(db: Db, auth: RequestAuth, query: z.infer<typeof activityLogQuery>) {
  const agencyIds = await agenciesToRead(db, auth, query.agency_id);
  const { rows, total } = await repo.listActivity(db, agencyIds, query.page, query.items);
  const data = rows.map((row) => ({
    id: row.id,
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, first_name: row.actorFirstName ?? '', last_name: row.actorLastName ?? '' },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    agency: row.agencyId === null ? null : { id: row.agencyId, name: row.agencyName ?? '' },
    before_status: row.beforeStatus,
    after_status: row.afterStatus,
    summary: activitySummary({ ...row, reference: referenceOf(row.details ?? {}) }, auth.language),
    created_at: new Date(row.createdAt).toISOString(),
  }));
  return pageOf(data, total, query);
}
