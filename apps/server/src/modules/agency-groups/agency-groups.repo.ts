import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { agencyGroupMembers, agencyGroups, cfoAgencyGroups } from '../../db/schema/organisation.ts';

/** Queries behind agency groups (clusters) and the CFOs reporting across them. */

export async function findGroup(db: DbOrTx, id: number) {
  const [row] = await db.select().from(agencyGroups).where(eq(agencyGroups.id, id)).limit(1);
  return row;
}

export async function findGroupByName(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: agencyGroups.id })
    .from(agencyGroups)
    .where(
      and(
        eq(sql`lower(${agencyGroups.name})`, name.toLowerCase()),
        exceptId ? sql`${agencyGroups.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function countAgencies(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(agencies).where(inArray(agencies.id, ids));
  return row?.count ?? 0;
}

export async function insertGroup(db: DbOrTx, values: { name: string; description: string | null }) {
  const [row] = await db.insert(agencyGroups).values(values).returning();
  return row!;
}

export function updateGroup(db: DbOrTx, id: number, values: { name?: string; description?: string | null }) {
  return db
    .update(agencyGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agencyGroups.id, id));
}

export async function setMembers(db: DbOrTx, id: number, agencyIds: number[]) {
  await db.delete(agencyGroupMembers).where(eq(agencyGroupMembers.agencyGroupId, id));
  if (agencyIds.length) {
    await db.insert(agencyGroupMembers).values(agencyIds.map((agencyId) => ({ agencyGroupId: id, agencyId })));
  }
}

export function deleteGroup(db: DbOrTx, id: number) {
  return db.delete(agencyGroups).where(eq(agencyGroups.id, id));
}

const SORT = { name: sql`lower(${agencyGroups.name})`, created_at: agencyGroups.createdAt } as const;

export async function listGroups(
  db: DbOrTx,
  keyword: string[],
  order: { sortBy: keyof typeof SORT; sort: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const where: SQL | undefined = and(...keyword.map((word) => sql`${agencyGroups.name} ilike ${likePattern(word)}`));
  const direction = order.sort === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(agencyGroups)
    .where(where)
    .orderBy(direction(SORT[order.sortBy]), asc(agencyGroups.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(agencyGroups).where(where);
  return { rows, total: count?.total ?? 0 };
}

export function membersOf(db: DbOrTx, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groupId: agencyGroupMembers.agencyGroupId, id: agencies.id, name: agencies.name })
    .from(agencyGroupMembers)
    .innerJoin(agencies, eq(agencies.id, agencyGroupMembers.agencyId))
    .where(inArray(agencyGroupMembers.agencyGroupId, groupIds))
    .orderBy(asc(agencies.name));
}

export function cfosOf(db: DbOrTx, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      groupId: cfoAgencyGroups.agencyGroupId,
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(cfoAgencyGroups)
    .innerJoin(users, eq(users.id, cfoAgencyGroups.userId))
    .where(inArray(cfoAgencyGroups.agencyGroupId, groupIds))
    .orderBy(asc(users.firstName));
}

/** True when the row was added (false: the CFO was already assigned). */
export async function assignCfo(db: DbOrTx, userId: number, groupId: number) {
  const rows = await db
    .insert(cfoAgencyGroups)
    .values({ userId, agencyGroupId: groupId })
    .onConflictDoNothing()
    .returning({ userId: cfoAgencyGroups.userId });
  return rows.length > 0;
}

/** True when a row was removed (false: the CFO was not assigned). */
export async function unassignCfo(db: DbOrTx, userId: number, groupId: number) {
  const rows = await db
    .delete(cfoAgencyGroups)
    .where(and(eq(cfoAgencyGroups.userId, userId), eq(cfoAgencyGroups.agencyGroupId, groupId)))
    .returning({ userId: cfoAgencyGroups.userId });
  return rows.length > 0;
}
