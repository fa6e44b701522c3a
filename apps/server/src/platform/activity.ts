import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema/activity.ts';

export type ActivityEntry = {
  actorId: number | null;
  agencyId: number | null;
  /** Verb-first, e.g. 'booking.approve', 'agency.deactivate'. */
  action: string;
  entityType: string;
  entityId: number | null;
  beforeStatus?: string | null;
  afterStatus?: string | null;
  details?: Record<string, unknown>;
};

/** One activity-log entry per state change (docs/product.md §14); call it inside the transaction of the change. */
export async function logActivity(db: DbOrTx, entry: ActivityEntry) {
  await db.insert(activityLog).values({
    ...entry,
    beforeStatus: entry.beforeStatus ?? null,
    afterStatus: entry.afterStatus ?? null,
    details: entry.details ?? {},
  });
}
