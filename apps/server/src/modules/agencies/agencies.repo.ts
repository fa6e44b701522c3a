import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
import { executeMapped } from '../../db/row-mapping.ts';
import { agencyBudgets } from '../../db/schema/budget.ts';
import { specialities } from '../../db/schema/catalogues.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import {
  agencyGroupMembers,
  agencyGroups,
  agencySpecialities,
  budgetNotificationMembers,
  clients,
} from '../../db/schema/organisation.ts';
import { selectNotificationMembers } from '../account/account.repo.ts';
import { MEMBER_COLUMNS } from '../users/users.repo.ts';

/** Queries behind agency administration, clients and budget notification members. */

export type AgencyRow = typeof agencies.$inferSelect;

export function listSpecialities(db: DbOrTx) {
  return db.select({ id: specialities.id, name: specialities.name }).from(specialities).orderBy(asc(specialities.name));
}

export function searchClients(db: DbOrTx, agencyId: number | null, keyword: string | undefined, limit: number) {
  return db
    .select({ id: clients.id, client: clients.name })
    .from(clients)
    .where(
      and(
        agencyId === null ? undefined : eq(clients.agencyId, agencyId),
        keyword ? sql`${clients.name} ilike ${likePattern(keyword)}` : undefined,
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}

export async function findClientByName(db: DbOrTx, agencyId: number, name: string) {
  const [row] = await db
    .select({ id: clients.id, client: clients.name })
    .from(clients)
    .where(and(eq(clients.agencyId, agencyId), eq(sql`lower(${clients.name})`, name.toLowerCase())))
    .limit(1);
  return row;
}

export async function insertClient(db: DbOrTx, agencyId: number, name: string) {
  const [row] = await db
    .insert(clients)
    .values({ agencyId, name })
    .onConflictDoNothing()
    .returning({ id: clients.id, client: clients.name });
  return row;
}

export function clientsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(clients).where(inArray(clients.id, ids));
}

export function specialityIdsExisting(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: specialities.id }).from(specialities).where(inArray(specialities.id, ids));
}

/** How many specialities the agency offers now. */
export async function countAgencySpecialities(db: DbOrTx, agencyId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agencySpecialities)
    .where(eq(agencySpecialities.agencyId, agencyId));
  return Number(rows[0]?.count ?? 0);
}

/** Replaces the agency's set of specialities with `ids` (already checked to exist). */
export async function replaceAgencySpecialities(db: DbOrTx, agencyId: number, ids: number[]) {
  await db.delete(agencySpecialities).where(eq(agencySpecialities.agencyId, agencyId));
  if (ids.length) {
    await db.insert(agencySpecialities).values(ids.map((specialityId) => ({ agencyId, specialityId })));
  }
}

export async function findAgencyByName(db: DbOrTx, name: string, exceptId?: number) {
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      and(
        eq(sql`lower(${agencies.name})`, name.toLowerCase()),
        exceptId ? sql`${agencies.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return agency;
}

export async function insertAgency(db: DbOrTx, values: typeof agencies.$inferInsert) {
  const [row] = await db.insert(agencies).values(values).returning();
  return row!;
}

export async function updateAgency(db: DbOrTx, agencyId: number, values: Partial<typeof agencies.$inferInsert>) {
  const [row] = await db
    .update(agencies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId))
    .returning();
  return row!;
}

/** The users rows of the agency's members, in one query. */
export async function memberAccountsOf(db: DbOrTx, agencyId: number) {
  const rows = await db
    .select({ user: users })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(eq(agencyUsers.agencyId, agencyId));
  return rows.map((row) => row.user);
}

/** The members of the given agencies, prepared once (preparedOnce): the admin's agency list reads them for each page. */
const MEMBERS_OF_AGENCIES = preparedOnce((db) =>
  db
    .select({
      agencyId: agencyUsers.agencyId,
      ...MEMBER_COLUMNS,
    })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(isOneOfPlaceholder(agencyUsers.agencyId, 'agency_ids'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
);

export function agencyUsersOf(db: DbOrTx, agencyIds: number[]) {
  if (agencyIds.length === 0) return Promise.resolve([]);
  return MEMBERS_OF_AGENCIES(db, { agency_ids: agencyIds });
}

export function clustersOf(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: agencyGroups.id, name: agencyGroups.name })
    .from(agencyGroupMembers)
    .innerJoin(agencyGroups, eq(agencyGroups.id, agencyGroupMembers.agencyGroupId))
    .where(eq(agencyGroupMembers.agencyId, agencyId))
    .orderBy(asc(agencyGroups.name));
}

export async function findBudget(db: DbOrTx, agencyId: number, financialYearStart: number) {
  const [row] = await db
    .select()
    .from(agencyBudgets)
    .where(and(eq(agencyBudgets.agencyId, agencyId), eq(agencyBudgets.financialYearStart, financialYearStart)))
    .limit(1);
  return row;
}

export type AgencyFilters = {
  keyword: string[];
  start_date?: string | undefined;
  end_date?: string | undefined;
  is_active?: boolean | undefined;
};

function agencyWhere(filters: AgencyFilters): SQL | undefined {
  return and(
    ...filters.keyword.map((word) => sql`${agencies.name} ilike ${likePattern(word)}`),
    filters.start_date ? gte(sql`(${agencies.createdAt} at time zone 'UTC')::date`, filters.start_date) : undefined,
    filters.end_date ? lte(sql`(${agencies.createdAt} at time zone 'UTC')::date`, filters.end_date) : undefined,
    filters.is_active === undefined ? undefined : eq(agencies.isActive, filters.is_active),
  );
}

const AGENCY_SORT = { name: sql`lower(${agencies.name})`, created_at: agencies.createdAt, id: agencies.id } as const;

export async function listAgencies(
  db: DbOrTx,
  filters: AgencyFilters,
  order: { sortBy: keyof typeof AGENCY_SORT; sort: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const where = agencyWhere(filters);
  const direction = order.sort === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    // Mapped by a plan (executeMapped): drizzle's own checks of every field of every row were 6 % of the list's CPU.
    executeMapped(
      db
        .select()
        .from(agencies)
        .where(where)
        .orderBy(direction(AGENCY_SORT[order.sortBy]), asc(agencies.id))
        .limit(page.limit)
        .offset(page.offset),
    ),
    db.select({ total: sql<number>`count(*)::int` }).from(agencies).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findAgencyUserByEmail(db: DbOrTx, agencyId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(
      and(
        eq(agencyUsers.agencyId, agencyId),
        eq(users.isActive, true),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

export async function findNotificationMember(db: DbOrTx, id: number) {
  const [row] = await db.select().from(budgetNotificationMembers).where(eq(budgetNotificationMembers.id, id)).limit(1);
  return row;
}

export async function addNotificationMember(db: DbOrTx, agencyId: number, userId: number) {
  await db.insert(budgetNotificationMembers).values({ agencyId, userId }).onConflictDoNothing();
  const [row] = await selectNotificationMembers(db)
    .where(and(eq(budgetNotificationMembers.agencyId, agencyId), eq(budgetNotificationMembers.userId, userId)))
    .limit(1);
  return row!;
}

export function removeNotificationMember(db: DbOrTx, id: number) {
  return db.delete(budgetNotificationMembers).where(eq(budgetNotificationMembers.id, id));
}
