import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { berlinDate } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { isOneOf } from '../../db/list-query.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { clients } from '../../db/schema/organisation.ts';
import { projects } from '../../db/schema/projects.ts';
import { reports } from '../../db/schema/reports.ts';

export type ReportRow = typeof reports.$inferSelect;

/** Which saved reports a caller sees: all, or those of some agencies (plus their own). */
export type ReportVisibility = { all: true } | { all: false; agencyIds: number[]; ownerId: number };

function visibleCondition(visibility: ReportVisibility): SQL | undefined {
  if (visibility.all) return undefined;
  const ofAgencies = visibility.agencyIds.length ? inArray(reports.agencyId, visibility.agencyIds) : sql`false`;
  return or(ofAgencies, eq(reports.createdBy, visibility.ownerId));
}

export async function findReport(db: DbOrTx, id: number, visibility: ReportVisibility) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleCondition(visibility)))
    .limit(1);
  return row;
}

export type ReportListFilters = {
  keyword: string[];
  topics: ReportRow['topic'][];
  start_date?: string | undefined;
  end_date?: string | undefined;
  sortBy: 'created_at' | 'title' | 'topic';
  sort: 'asc' | 'desc';
  page: number;
  items: number;
};

const SORT = { created_at: reports.createdAt, title: reports.title, topic: reports.topic } as const;
const createdOn = berlinDate(reports.createdAt);

export async function listReports(db: DbOrTx, visibility: ReportVisibility, filters: ReportListFilters) {
  const where = and(
    visibleCondition(visibility),
    ...(filters.topics.length ? [inArray(reports.topic, filters.topics)] : []),
    ...(filters.start_date ? [gte(createdOn, filters.start_date)] : []),
    ...(filters.end_date ? [lte(createdOn, filters.end_date)] : []),
    ...filters.keyword.map((keyword) => ilike(reports.title, likePattern(keyword))),
  );
  const order = filters.sort === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(order(SORT[filters.sortBy]), order(reports.id))
      .limit(filters.items)
      .offset((filters.page - 1) * filters.items),
    db.select({ value: sql<number>`count(*)::int` }).from(reports).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertReport(db: DbOrTx, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

export async function updateReport(db: DbOrTx, id: number, values: Partial<typeof reports.$inferInsert>) {
  const [row] = await db
    .update(reports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reports.id, id))
    .returning();
  return row;
}

export async function deleteReport(db: DbOrTx, id: number) {
  await db.delete(reports).where(eq(reports.id, id));
}

/** Agencies a caller may name: all, or the scope's agencies. */
const inScope = (column: Parameters<typeof inArray>[0], agencyIds: number[] | null) =>
  agencyIds === null ? undefined : agencyIds.length ? inArray(column, agencyIds) : sql`false`;

/**
 * The names of the ids a report's lists name, restricted to what the caller may see (`agencyIds` null: all).
 * An id outside the caller's reach has no name here, so it neither leaks nor can be saved.
 */
export async function namesOf(
  db: DbOrTx,
  ids: { agencies: number[]; bookers: number[]; freelancers: number[]; projects: number[]; clients: number[] },
  agencyIds: number[] | null,
) {
  const none = Promise.resolve([]);
  const [agencyRows, bookerRows, freelancerRows, projectRows, clientRows] = await Promise.all([
    ids.agencies.length
      ? db
          .select({ id: agencies.id, name: agencies.name })
          .from(agencies)
          .where(and(inArray(agencies.id, ids.agencies), inScope(agencies.id, agencyIds)))
      : none,
    ids.bookers.length
      ? db
          .selectDistinct({ id: users.id, first_name: users.firstName, last_name: users.lastName })
          .from(users)
          .innerJoin(agencyUsers, eq(agencyUsers.userId, users.id))
          .where(and(inArray(users.id, ids.bookers), inScope(agencyUsers.agencyId, agencyIds)))
      : none,
    ids.freelancers.length
      ? db
          .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
          .from(freelancers)
          .innerJoin(users, eq(users.id, freelancers.id))
          .where(inArray(freelancers.id, ids.freelancers))
      : none,
    ids.projects.length
      ? db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(inArray(projects.id, ids.projects), inScope(projects.agencyId, agencyIds)))
      : none,
    ids.clients.length
      ? db
          .select({ id: clients.id, client: clients.name })
          .from(clients)
          .where(and(inArray(clients.id, ids.clients), inScope(clients.agencyId, agencyIds)))
      : none,
  ]);
  return {
    agencies: new Map(agencyRows.map((row) => [row.id, row])),
    bookers: new Map(bookerRows.map((row) => [row.id, row])),
    freelancers: new Map(freelancerRows.map((row) => [row.id, row])),
    projects: new Map(projectRows.map((row) => [row.id, row])),
    clients: new Map(clientRows.map((row) => [row.id, row])),
  };
}
export type ReportNames = Awaited<ReturnType<typeof namesOf>>;

export async function peopleOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; first_name: string; last_name: string }>();
  const rows = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(isOneOf(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
