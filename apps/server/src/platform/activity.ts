import type { ActivityActionOf, ActivityEntityType } from '@fm/contract/activity-texts';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema/activity.ts';

export type ActivityEntry<E extends ActivityEntityType = ActivityEntityType> = {
  actorId: number | null;
  agencyId: number | null;
  entityType: E;
  /** The entity type in upper case and a verb in the past tense, e.g. 'BOOKING_APPROVED', 'AGENCY_DEACTIVATED'. */
  action: ActivityActionOf<E>;
  entityId: number | null;
  beforeStatus?: string | null;
  afterStatus?: string | null;
  details?: Record<string, unknown>;
};

/** One activity-log entry per state change (docs/product.md §14); call it inside the transaction of the change. */
export async function logActivity<E extends ActivityEntityType>(db: DbOrTx, entry: ActivityEntry<E>) {
  await db.insert(activityLog).values({
    ...entry,
    beforeStatus: entry.beforeStatus ?? null,
    afterStatus: entry.afterStatus ?? null,
    details: entry.details ?? {},
  });
}
