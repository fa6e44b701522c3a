import type { NotificationCategory } from '@fm/contract/enums';
import type { NotificationMessageKey } from '@fm/contract/notifications';
import type { DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { publishLive } from './live.ts';

export type NotificationInput = {
  userIds: number[];
  /** to_do: waits on the reader; info: an outcome (docs/product.md §14). */
  category: NotificationCategory;
  type: string;
  /** Key of the text the web app shows (packages/contract/src/notifications.ts), with its parameters. */
  messageKey: NotificationMessageKey;
  params?: Record<string, string | number>;
  entityType?: string;
  entityId?: number;
  agencyId?: number | null;
};

/**
 * In-app notifications for several readers at once; call it inside the transaction of the change. Their open
 * streams hear of it when that transaction commits (platform/live.ts).
 */
export async function notify(db: DbOrTx, input: NotificationInput) {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      category: input.category,
      type: input.type,
      messageKey: input.messageKey,
      params: input.params ?? {},
      entityType: input.entityType ?? null,
      entityId: input.entityId ?? null,
      agencyId: input.agencyId ?? null,
    })),
  );
  await publishLive(db, { kind: 'notification', userIds, category: input.category });
}
