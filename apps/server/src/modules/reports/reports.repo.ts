import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { berlinDate } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type ListWhere, listRows, pageOfList, textContains } from '../../db/list-query.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
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

/** A page of saved reports, read by their ids. */
const REPORT_ROWS = listRows(reports.id, (db) => db.select().from(reports));

export async function listReports(db: DbOrTx, visibility: ReportVisibility, filters: ReportListFilters) {
  const visible = visibleCondition(visibility);
  const where: ListWhere = {
    filters: [
      ...(visible ? [visible] : []),
      ...(filters.topics.length ? [inArray(reports.topic, filters.topics)] : []),
      ...(filters.start_date ? [gte(createdOn, filters.start_date)] : []),
      ...(filters.end_date ? [lte(createdOn, filters.end_date)] : []),
    ],
    keywords: filters.keyword.map((keyword) => textContains(reports.title, keyword)),
  };
  const order = filters.sort === 'asc' ? asc : desc;
  return pageOfList(db, where, [order(SORT[filters.sortBy]), order(reports.id)], filters, REPORT_ROWS);
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

/** The ids whose names a report shows: its five lists, and the people who saved the reports (`creators`). */
export type NamedIds = {
  agencies: number[];
  bookers: number[];
  freelancers: number[];
  projects: number[];
  clients: number[];
  creators?: number[];
};
type Person = { id: number; first_name: string; last_name: string };

/** `column` names an agency the caller may name: every one (`all`), or one of `reach`. */
const inReach = (column: PgColumn) =>
  sql`(${sql.placeholder('all')}::boolean or ${isOneOfPlaceholder(column, 'reach')})`;

/**
 * The names of every kind, one part of a UNION ALL each; a kind without ids is an empty array, which its part's
 * index answers at once. Built once and prepared (preparedOnce): only the ids and the caller's reach change.
 */
const NAMES = preparedOnce((db) => {
  /** The kind's names: its ids are the placeholder named like the kind; `reach`, when given, is the agency's column. */
  const part = (
    kind: keyof NamedIds,
    id: PgColumn,
    first: PgColumn,
    second: PgColumn | null,
    from: SQL | PgTable,
    reach: PgColumn | null,
  ) => {
    const named = isOneOfPlaceholder(id, kind);
    return sql`select ${kind}::text as kind, ${id} as id, ${first} as first, ${second ?? sql`''`} as second
      from ${from} where ${reach ? sql`${named} and ${inReach(reach)}` : named}`;
  };
  const parts = [
    part('agencies', agencies.id, agencies.name, null, agencies, agencies.id),
    sql`select distinct * from (${part(
      'bookers',
      users.id,
      users.firstName,
      users.lastName,
      sql`${users} join ${agencyUsers} on ${agencyUsers.userId} = ${users.id}`,
      agencyUsers.agencyId,
    )}) bookers`,
    part(
      'freelancers',
      users.id,
      users.firstName,
      users.lastName,
      sql`${freelancers} join ${users} on ${users.id} = ${freelancers.id}`,
      null,
    ),
    part('projects', projects.id, projects.name, null, projects, projects.agencyId),
    part('clients', clients.id, clients.name, null, clients, clients.agencyId),
    part('creators', users.id, users.firstName, users.lastName, users, null),
  ];
  return db
    .select({
      kind: sql<keyof NamedIds>`kind`,
      id: sql<number>`id`,
      first: sql<string>`first`,
      second: sql<string>`second`,
    })
    .from(sql`(${sql.join(parts, sql` union all `)}) names`);
});

/**
 * The names of the ids a report's lists name, restricted to what the caller may see (`agencyIds` null: all), and
 * the names of the reports' creators (anyone). An id outside the caller's reach has no name here, so it neither
 * leaks nor can be saved. One prepared statement for all of them, so a page of reports costs one round trip for its
 * names instead of one per kind.
 */
export async function namesOf(db: DbOrTx, ids: NamedIds, agencyIds: number[] | null) {
  const kinds = [ids.agencies, ids.bookers, ids.freelancers, ids.projects, ids.clients, ids.creators ?? []];
  const rows = kinds.some((list) => list.length > 0)
    ? await NAMES(db, { ...ids, creators: ids.creators ?? [], all: agencyIds === null, reach: agencyIds ?? [] })
    : [];
  const names = {
    agencies: new Map<number, { id: number; name: string }>(),
    bookers: new Map<number, Person>(),
    freelancers: new Map<number, Person>(),
    projects: new Map<number, { id: number; name: string }>(),
    clients: new Map<number, { id: number; client: string }>(),
    creators: new Map<number, Person>(),
  };
  for (const { kind, id, first: name, second: lastName } of rows) {
    if (kind === 'agencies' || kind === 'projects') names[kind].set(id, { id, name });
    else if (kind === 'clients') names.clients.set(id, { id, client: name });
    else names[kind].set(id, { id, first_name: name, last_name: lastName });
  }
  return names;
}
export type ReportNames = Awaited<ReturnType<typeof namesOf>>;
