import type { DbOrTx } from '../client.ts';
import { activityLog } from '../schema/activity.ts';
import { firstRow } from './sequence.ts';

export type Activity = typeof activityLog.$inferSelect;

export async function createActivity(
  db: DbOrTx,
  overrides: Partial<typeof activityLog.$inferInsert> = {},
): Promise<Activity> {
  return firstRow(
    await db
      .insert(activityLog)
      .values({ action: 'BOOKING_CREATED', entityType: 'booking', afterStatus: 'PENDING', ...overrides })
      .returning(),
  );
}
