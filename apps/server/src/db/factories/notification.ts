import type { DbOrTx } from '../client.ts';
import { notifications } from '../schema/notifications.ts';
import { firstRow } from './sequence.ts';
import { createUser } from './user.ts';

export type Notification = typeof notifications.$inferSelect;

export async function createNotification(
  db: DbOrTx,
  overrides: Partial<typeof notifications.$inferInsert> = {},
): Promise<Notification> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  return firstRow(
    await db
      .insert(notifications)
      .values({
        category: 'info',
        type: 'BOOKING_APPROVED',
        messageKey: 'notifications.bookingApproved',
        params: {},
        ...overrides,
        userId,
      })
      .returning(),
  );
}
