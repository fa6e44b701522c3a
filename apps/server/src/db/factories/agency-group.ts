import type { DbOrTx } from '../client.ts';
import { agencyGroupMembers, agencyGroups, cfoAgencyGroups } from '../schema/organisation.ts';
import { firstRow, nextSequence } from './sequence.ts';

export type AgencyGroup = typeof agencyGroups.$inferSelect;

/** A cluster with its member agencies and the finance users (CFOs) who report across it. */
export async function createAgencyGroup(
  db: DbOrTx,
  overrides: Partial<typeof agencyGroups.$inferInsert> & { agencyIds?: number[]; cfoUserIds?: number[] } = {},
): Promise<AgencyGroup> {
  const { agencyIds = [], cfoUserIds = [], ...columns } = overrides;
  const group = firstRow(
    await db
      .insert(agencyGroups)
      .values({ name: `Cluster ${nextSequence()}`, ...columns })
      .returning(),
  );
  if (agencyIds.length) {
    await db.insert(agencyGroupMembers).values(agencyIds.map((agencyId) => ({ agencyGroupId: group.id, agencyId })));
  }
  if (cfoUserIds.length) {
    await db.insert(cfoAgencyGroups).values(cfoUserIds.map((userId) => ({ agencyGroupId: group.id, userId })));
  }
  return group;
}
