import type { ProjectStatus } from '@fm/contract/enums';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  anyOf,
  indexedTextContains,
  type ListWhere,
  listRows,
  pageOfList,
  refersTo,
  type Searched,
} from '../../db/list-query.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { clients } from '../../db/schema/organisation.ts';
import { projectAllocations, projectBookmarks, projects } from '../../db/schema/projects.ts';
import { costTotals } from '../budget/budget-figures.ts';

/** Queries behind the project calls. */

export type ProjectScope = {
  /** Only these agencies (agency users: their active agency; admin/finance: the agencies filter). */
  agencyIds?: number[];
  /** Freelancers: only projects with a booking that reached them. */
  freelancerId?: number;
  /** my_projects: only projects owned by this user. */
  ownerId?: number;
};

export type ProjectFilters = ProjectScope & {
  userId: number;
  keywords: string[];
  statuses: ProjectStatus[];
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  isBookmarkedOnly: boolean;
  sortBy: 'created_at' | 'due_date' | 'name' | 'id';
  sort: 'asc' | 'desc';
  page: number;
  items: number;
};

/** A booking is visible to its freelancer once it was approved (it reached them). */
export const reachedFreelancer = (freelancerId: number) =>
  and(eq(bookings.freelancerId, freelancerId), isNotNull(bookings.approvedAt));

function scopeConditions(scope: ProjectScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.agencyIds) conditions.push(inArray(projects.agencyId, scope.agencyIds));
  if (scope.ownerId !== undefined) conditions.push(eq(projects.createdBy, scope.ownerId));
  if (scope.freelancerId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${bookings} where ${bookings.projectId} = ${projects.id} and ${reachedFreelancer(scope.freelancerId)})`,
    );
  }
  return conditions;
}

/**
 * A keyword searches the project's name, its client's name and its Maconomy number and name, each column on its
 * trigram indexes (migrations 0009, 0019 and 0020), so that a word long or short is looked up, not scanned for.
 */
export function projectKeyword(keyword: string): Searched {
  return anyOf(
    indexedTextContains(projects.name, keyword),
    refersTo(projects.clientId, clients.id, indexedTextContains(clients.name, keyword)),
    indexedTextContains(projects.maconomyProjectNumber, keyword),
    indexedTextContains(projects.maconomyProjectName, keyword),
  );
}

/** The filters on the project's own columns only (the client's name as "client in …"), so the count joins nothing. */
function filterConditions(filters: ProjectFilters): ListWhere {
  const reach = scopeConditions(filters);
  const conditions = [...reach];
  const keywords = filters.keywords.map(projectKeyword);
  if (filters.statuses.length) conditions.push(inArray(projects.status, filters.statuses));
  if (filters.dueFrom) conditions.push(gte(projects.dueDate, filters.dueFrom));
  if (filters.dueTo) conditions.push(lte(projects.dueDate, filters.dueTo));
  if (filters.isBookmarkedOnly) {
    conditions.push(
      sql`exists (select 1 from ${projectBookmarks} where ${projectBookmarks.projectId} = ${projects.id}
        and ${projectBookmarks.userId} = ${filters.userId})`,
    );
  }
  return { filters: conditions, keywords, reach };
}

/** The list's orders (sortBy), each read off an index that leads with its column (db/sort-indexes.test.ts). */
export const SORT_COLUMNS = {
  created_at: projects.createdAt,
  due_date: projects.dueDate,
  name: projects.name,
  id: projects.id,
} as const;

function selectProjects(db: DbOrTx, userId: number | Placeholder) {
  return db
    .select({
      project: projects,
      clientName: clients.name,
      agencyName: agencies.name,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      bookmarkId: projectBookmarks.id,
      bookingCount: sql<number>`(select count(*)::int from ${bookings} where ${bookings.projectId} = ${projects.id})`,
    })
    .from(projects)
    .innerJoin(agencies, eq(agencies.id, projects.agencyId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, projects.createdBy))
    .leftJoin(projectBookmarks, and(eq(projectBookmarks.projectId, projects.id), eq(projectBookmarks.userId, userId)));
}
export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

/** A page of projects with the caller's bookmark (the placeholder `user_id`). */
const PROJECT_ROWS = listRows(projects.id, (db) => selectProjects(db, sql.placeholder('user_id')));

export async function listProjects(db: DbOrTx, filters: ProjectFilters) {
  const direction = filters.sort === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[filters.sortBy]), direction(projects.id)];
  return pageOfList(db, filterConditions(filters), order, filters, PROJECT_ROWS, { user_id: filters.userId });
}

export async function findProject(db: DbOrTx, id: number, userId: number, scope: ProjectScope = {}) {
  const [row] = await selectProjects(db, userId)
    .where(and(eq(projects.id, id), ...scopeConditions(scope)))
    .limit(1);
  return row;
}

const PROJECT_ALLOCATIONS = preparedOnce((db) =>
  db
    .select()
    .from(projectAllocations)
    .where(isOneOfPlaceholder(projectAllocations.projectId, 'ids'))
    .orderBy(asc(projectAllocations.id)),
);

export function listAllocations(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return PROJECT_ALLOCATIONS(db, { ids: projectIds });
}

export function listProjectBookings(db: DbOrTx, projectId: number, freelancerId?: number) {
  return db
    .select({ booking: bookings, freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.freelancerId))
    .where(
      and(eq(bookings.projectId, projectId), freelancerId === undefined ? undefined : reachedFreelancer(freelancerId)),
    )
    .orderBy(desc(bookings.id));
}

/** Budget figures of a project in cents, fee included: the same computation as every budget figure. */
export function projectBudgetFigures(db: DbOrTx, projectId: number) {
  return costTotals(db, { projectId });
}

export async function findClient(db: DbOrTx, clientId: number, agencyId: number) {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, agencyId)))
    .limit(1);
  return client;
}

/** An agency-realm user who is a member of the agency (owner candidates). */
export async function findAgencyMember(db: DbOrTx, userId: number, agencyId: number) {
  const [member] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(agencyUsers, and(eq(agencyUsers.userId, users.id), eq(agencyUsers.agencyId, agencyId)))
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return member;
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [project] = await db.insert(projects).values(values).returning();
  return project!;
}

export async function updateProject(db: DbOrTx, id: number, values: Partial<typeof projects.$inferInsert>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function updateProjectStatus(db: DbOrTx, id: number, status: ProjectStatus) {
  await db.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, id));
}

export function insertAllocations(db: DbOrTx, values: (typeof projectAllocations.$inferInsert)[]) {
  if (values.length === 0) return Promise.resolve();
  return db.insert(projectAllocations).values(values);
}

export async function updateAllocation(
  db: DbOrTx,
  id: number,
  values: { number?: string; name?: string; isActive?: boolean },
) {
  await db.update(projectAllocations).set(values).where(eq(projectAllocations.id, id));
}

export async function insertBookmark(db: DbOrTx, userId: number, projectId: number) {
  await db.insert(projectBookmarks).values({ userId, projectId }).onConflictDoNothing();
  const [bookmark] = await db
    .select()
    .from(projectBookmarks)
    .where(and(eq(projectBookmarks.userId, userId), eq(projectBookmarks.projectId, projectId)));
  return bookmark!;
}

export async function deleteBookmark(db: DbOrTx, userId: number, id: number) {
  const deleted = await db
    .delete(projectBookmarks)
    .where(and(eq(projectBookmarks.userId, userId), eq(projectBookmarks.id, id)))
    .returning({ id: projectBookmarks.id });
  return deleted.length > 0;
}
