import { SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import { likePattern } from '../../db/like-pattern.ts';
import {
  countRowsUpTo,
  indexedTextContains,
  listRows,
  rendered,
  renderedOnce,
  WALK_ON_BUDGET,
  type Walk,
  walkThenSort,
} from '../../db/list-query.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { jobTitles, skills } from '../../db/schema/catalogues.ts';
import {
  freelancerAbsences,
  freelancerBookmarks,
  freelancerJobTitles,
  freelancerSkills,
  freelancers,
} from '../../db/schema/freelancers.ts';
import { users, usersFullName } from '../../db/schema/identity.ts';
import { projects } from '../../db/schema/projects.ts';

/** Bookings that occupy the freelancer's days: confirmed or awaiting only the freelancer's acceptance. */
export const BUSY_BOOKING_STATUSES = ['APPROVED', 'BOOKED', 'FINISHED'] as const;
/** Bookings that count as "worked for the client". */
export const WORKED_BOOKING_STATUSES = ['BOOKED', 'FINISHED'] as const;

export type ListFilter = {
  keywords: string[];
  rateCents: [number, number] | null;
  maxStartYear: number | null;
  period: { start: string; end: string };
  skillIds: number[];
  clientIds: number[];
  isBookmarkedOnly: boolean;
  isAvailableOnly: boolean;
};
export type ListOrder = { column: string; direction: 'asc' | 'desc' };

const SORT_COLUMNS = {
  first_name: users.firstName,
  last_name: users.lastName,
  rate: freelancers.dayRateCents,
  hourly_rate: freelancers.hourlyRateCents,
  experience_start_year: freelancers.experienceStartYear,
  created_at: freelancers.createdAt,
} as const;

/** A day of the period: a date, or the placeholder of the list's rows statement that takes one. */
type Day = string | Placeholder;

/**
 * true when the freelancer is absent or booked on a day of the period, looked up per freelancer in the
 * (freelancer, date) and (freelancer, end date, start date, status) indexes. `offset 0` keeps each EXISTS a probe
 * per row: the planner would otherwise turn it into one hash of every absence and busy booking in the period,
 * built on each call whatever the page needs (15 ms for the 13 000 busy bookings of a day at 10x), while the list
 * checks only the freelancers up to its page and the count stops at SCROLL_LIST_COUNT_CAP. The busy statuses are
 * SQL text, as the prepared rows statement takes no constant as a value (listRows).
 */
export function busyIn(period: { start: Day; end: Day }): SQL {
  return sql`(exists (select 1 from ${freelancerAbsences} where ${freelancerAbsences.freelancerId} = ${freelancers.id}
      and ${freelancerAbsences.date} between ${period.start} and ${period.end} offset 0)
    or exists (select 1 from ${bookings} where ${bookings.freelancerId} = ${freelancers.id}
      and ${bookings.status} in ${BUSY_STATUS_LIST}
      and ${bookings.startDate} <= ${period.end} and ${bookings.endDate} >= ${period.start} offset 0))`;
}
const BUSY_STATUS_LIST = sql.raw(`(${BUSY_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * The freelancers whose name ("first last", through its trigram indexes), a job title or a skill contains the
 * keyword, case folded.
 */
function keywordMatches(keyword: string): SQL {
  const pattern = likePattern(keyword);
  return sql`(select ${users.id} from ${users} where ${indexedTextContains(usersFullName, keyword).indexed}
      union select ${freelancerJobTitles.freelancerId} from ${freelancerJobTitles}
        join ${jobTitles} on ${jobTitles.id} = ${freelancerJobTitles.jobTitleId} where ${jobTitles.name} ilike ${pattern}
      union select ${freelancerSkills.freelancerId} from ${freelancerSkills}
        join ${skills} on ${skills.id} = ${freelancerSkills.skillId} where ${skills.name} ilike ${pattern})`;
}

/**
 * One keyword checked on one freelancer (the page's walk, decision 031): the name on the users row, a job title or a
 * skill by the freelancer's key (`id`: the freelancer's or the user's, the same).
 */
function keywordProbe(keyword: string, id: PgColumn): SQL {
  const pattern = likePattern(keyword);
  return sql`(${usersFullName} ilike ${pattern}
    or exists (select 1 from ${freelancerJobTitles}
      join ${jobTitles} on ${jobTitles.id} = ${freelancerJobTitles.jobTitleId}
      where ${freelancerJobTitles.freelancerId} = ${id} and ${jobTitles.name} ilike ${pattern})
    or exists (select 1 from ${freelancerSkills} join ${skills} on ${skills.id} = ${freelancerSkills.skillId}
      where ${freelancerSkills.freelancerId} = ${id} and ${skills.name} ilike ${pattern}))`;
}

/**
 * Every keyword must match, and with clients the freelancer must have worked for one: the row is looked up in the
 * intersection of each keyword's set and the clients' (`sets`). The name part of a keyword's set is answered by the
 * trigram index on the full name where the database has pg_trgm (migration 0007). One intersection instead of one
 * `in (…)` a set, because the planner turns each `in` into a join of its own: 50 keywords took half a second of
 * planning per query (bench/results/stall.md), the intersection plans in milliseconds and runs the same scans.
 * `= any(array(…))` runs the set once before the rest (an InitPlan), so the list starts from the matching
 * freelancers by primary key: as a join the planner misjudged the set's size and compared every freelancer with
 * every match (3.5 s for "Anna" at 10x, bench/results/list-survey.md), and two arrays, one a condition on the
 * other's rows, compared each of one with all of the other (the big agency's first client and "müller": 7 841 ids
 * by 2 333, 250 ms).
 */
function inEverySet(sets: SQL[]): SQL[] {
  if (sets.length === 0) return [];
  return [sql`${freelancers.id} = any(array(${sql.join(sets, sql` intersect `)}))`];
}

/**
 * The filters on the freelancer's own columns and relations; the keywords and the availability, which the page's
 * walk checks per row, are apart.
 */
function conditions(filter: ListFilter, userId: number): SQL[] {
  const where: SQL[] = [
    isNull(freelancers.deletedAt),
    eq(freelancers.isProfileComplete, true),
    eq(users.isActive, true),
  ];
  if (filter.rateCents) {
    where.push(sql`${freelancers.dayRateCents} between ${filter.rateCents[0]} and ${filter.rateCents[1]}`);
  }
  if (filter.maxStartYear !== null) where.push(sql`${freelancers.experienceStartYear} <= ${filter.maxStartYear}`);
  for (const skillId of new Set(filter.skillIds)) {
    where.push(sql`exists (select 1 from ${freelancerSkills} where ${freelancerSkills.freelancerId} = ${freelancers.id}
      and ${freelancerSkills.skillId} = ${skillId})`);
  }
  if (filter.isBookmarkedOnly) {
    where.push(sql`exists (select 1 from ${freelancerBookmarks} where ${freelancerBookmarks.freelancerId} = ${freelancers.id}
      and ${freelancerBookmarks.userId} = ${userId})`);
  }
  return where;
}

/** The freelancers who worked for one of the clients (ids), or null without a client filter. */
function clientsWorkedFor(filter: ListFilter): SQL | null {
  if (filter.clientIds.length === 0) return null;
  return sql`select ${bookings.freelancerId} from ${bookings}
    where ${bookings.projectId} in (select ${projects.id} from ${projects} where ${inArray(projects.clientId, filter.clientIds)})
    and ${inArray(bookings.status, [...WORKED_BOOKING_STATUSES])}`;
}

/**
 * The list's order with each freelancer's probes (the keywords, the clients), then availability, checked per row
 * (walkThenSort's walk). In an order of the users' own columns (the names, the default) the walk reads the users in
 * that order and checks the probes on each before it looks up the freelancer's row: the freelancer search for
 * "müller" at 10x walked 1 015 freelancers to find its 36, and looking up each one's row was half the walk (6.0-6.3
 * -> 3.5 ms). Users who are not freelancers are walked too, and never match.
 */
function walkOf(
  probes: (id: PgColumn) => SQL[],
  filters: SQL[],
  availability: SQL[],
  order: { column: unknown; by: SQL },
): Walk {
  if (order.column === users.firstName || order.column === users.lastName) {
    const listed = sql`exists (select 1 from ${freelancers} where ${freelancers.id} = ${users.id}
      and ${and(...filters, ...availability)})`;
    const rows = sql`select * from ${users} order by ${order.by}, ${asc(users.id)}`;
    return { rows, as: users, id: users.id, hit: and(...probes(users.id), listed) ?? sql`true` };
  }
  // The check is made beside the joined user's name, in the rows' own select list, so a walk on checks the first
  // walk's rows again; looking the name up by the user's key for each row walked instead cost more ("Anna" by
  // experience at 10x, 11.9 -> 21.5 ms).
  const hit = and(...probes(freelancers.id), ...availability);
  const rows = sql`select ${freelancers.id} as id, ${hit} as hit
    from ${freelancers} inner join ${users} on ${users.id} = ${freelancers.id}
    where ${and(...filters)} order by ${order.by}, ${asc(freelancers.id)}`;
  return { rows, as: sql`walked`, id: sql`walked.id`, hit: sql`walked.hit` };
}

/**
 * A page of freelancers by their ids, with whether each is busy in the period and the caller's bookmark: prepared
 * once per order (listRows, decision 032), so a call neither builds nor plans it again.
 */
const FREELANCER_ROWS = listRows(freelancers.id, (db) =>
  db
    .select({
      id: freelancers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      thumbnailFileId: freelancers.thumbnailFileId,
      dayRateCents: freelancers.dayRateCents,
      hourlyRateCents: freelancers.hourlyRateCents,
      experienceStartYear: freelancers.experienceStartYear,
      isBusy: sql<boolean>`${busyIn({ start: sql.placeholder('period_start'), end: sql.placeholder('period_end') })}`,
      bookmarkId: sql<number | null>`(select ${freelancerBookmarks.id} from ${freelancerBookmarks}
        where ${freelancerBookmarks.freelancerId} = ${freelancers.id}
        and ${freelancerBookmarks.userId} = ${sql.placeholder('user_id')})`,
    })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.id)),
);

export type ListCall = {
  userId: number;
  filter: ListFilter;
  order: ListOrder;
  paging: { page: number; items: number };
};

/**
 * The list's statements for one query, built from its values alone and kept for the next calls with the same query
 * (builtOnce): `matching` is the condition counted and paged, `page(total)` the statement of the page's ids.
 */
export function listStatements({ userId, filter, order, paging }: ListCall) {
  // The filters, the availability and the clients' set are each embedded in the count, the walk and the sorted page:
  // each is rendered once for all of them.
  const filters = [rendered(and(...conditions(filter, userId)) ?? sql`true`)];
  const availability = filter.isAvailableOnly ? [rendered(sql`not ${busyIn(filter.period)}`)] : [];
  const clients = clientsWorkedFor(filter);
  const workedFor = clients && rendered(clients);
  // The clients' freelancers as one set, run once before the rest (an InitPlan), as the keywords are: probed per
  // freelancer it read every booking of each candidate (36 533 bookings of the 3 695 freelancers named "Anna" for
  // one client's 27, 100 ms at 10x).
  // The sets a freelancer must be in (the clients', each keyword's): with any, the list is narrowed to their matches.
  const sets = [...(workedFor ? [sql`(${workedFor})`] : []), ...filter.keywords.map(keywordMatches)];
  const matches = [...filters, ...inEverySet(sets).map(rendered)];
  // Rendered once for the count's key, and embedded as such in the count and the page.
  const matching = renderedOnce(and(...matches, ...availability));
  const column = SORT_COLUMNS[order.column as keyof typeof SORT_COLUMNS] ?? users.firstName;
  const direction = order.direction === 'desc' ? desc : asc;
  const orderedBy = sql`${direction(column)} nulls last`;
  const ordering = [orderedBy, asc(freelancers.id)];
  // The page's ids first, then their rows: the availability and bookmark shown are looked up for these rows only
  // (as one set for the whole table, the planner built a hash of every busy booking in the period).
  // With more keyword matches than the count's cap the page walks the order first, checking each freelancer's
  // keywords and then availability, instead of checking the availability of every match (decision 031).
  const orderBy = sql.join(ordering, sql`, `);
  const offset = (paging.page - 1) * paging.items;
  // A keyword's or the clients' matches are sorted first and then checked for availability in that order until the
  // page is full: checking them all first cost two index probes for each of the 4 999 freelancers "Anna" finds (this
  // statement 36 -> 20 ms at 10x, for the 50 it now checks), and for each of the 7 253 a big agency's client booked
  // (76 -> 32 ms). The matches are a subquery named like the table (the availability reads freelancers.id), and
  // `offset 0` keeps the check out of it; their order carries through the filter to the limit, as walkThenSort's
  // does. Without either the matches may be the whole table, whose order the planner walks along an index.
  const sortedPage =
    sets.length > 0 && availability.length > 0
      ? sql`select ${freelancers.id} as page_id from (select ${freelancers.id}
          from ${freelancers} inner join ${users} on ${users.id} = ${freelancers.id}
          where ${and(...matches)} order by ${orderBy} offset 0) ${freelancers}
        where ${and(...availability)} limit ${paging.items} offset ${offset}`
      : sql`select ${freelancers.id} as page_id
          from ${freelancers} inner join ${users} on ${users.id} = ${freelancers.id}
          where ${matching.condition} order by ${orderBy} limit ${paging.items} offset ${offset}`;
  // On the walk the clients' freelancers are a set hashed once, in the select list where the planner cannot make it a
  // join: as the array, each row walked searched all of it (the big agency's first client at 10x, 7 841 ids: 274 ms).
  const probes = (id: PgColumn) => [
    ...(workedFor ? [sql`${id} in (${workedFor})`] : []),
    ...filter.keywords.map((keyword) => keywordProbe(keyword, id)),
  ];
  let walked: SQL | undefined;
  return {
    matching,
    ordering,
    /** The page's statement for the list's `total`: above the count's cap, a keyword's or the clients' are walked. */
    page(total: number) {
      if (sets.length === 0 || total <= SCROLL_LIST_COUNT_CAP) return sortedPage;
      walked ??= walkThenSort(walkOf(probes, filters, availability, { column, by: orderedBy }), sortedPage, paging, {
        further: WALK_ON_BUDGET,
      });
      return walked;
    },
  };
}

/** The statements of the last queries: the pages a group scrolls and the filters it sets again (builtOnce). */
const STATEMENTS_OF = builtOnce(500, listStatements);

export async function listFreelancers(
  db: DbOrTx,
  userId: number,
  filter: ListFilter,
  order: ListOrder,
  paging: { page: number; items: number },
) {
  const { matching, ordering, page } = STATEMENTS_OF({ userId, filter, order, paging });
  // Counted up to the scrolling list's cap (the web app shows no total and scrolls on while pages are full).
  const total = await countRowsUpTo(
    db,
    'freelancer list',
    matching,
    () =>
      db
        .select({ one: sql`1`.as('one') })
        .from(freelancers)
        .innerJoin(users, eq(users.id, freelancers.id))
        .where(matching.condition)
        .$dynamic(),
    SCROLL_LIST_COUNT_CAP,
  );
  if (total === 0) return { total, rows: [] };
  const pageIds = rowsOf<{ page_id: number }>(await db.execute(page(total))).map((row) => row.page_id);
  if (pageIds.length === 0) return { total, rows: [] };
  const rows = await FREELANCER_ROWS.statement(db, ordering).execute({
    page_ids: pageIds,
    period_start: filter.period.start,
    period_end: filter.period.end,
    user_id: userId,
  });
  return { total, rows };
}

/** One kind of tag of the freelancers on a page (job titles or skills), through its link table, by freelancer id. */
function tagsOfPage(
  link: typeof freelancerJobTitles | typeof freelancerSkills,
  tagId: PgColumn,
  tags: typeof jobTitles | typeof skills,
) {
  return preparedOnce((db) =>
    db
      .select({ freelancerId: link.freelancerId, id: tags.id, name: tags.name })
      .from(link)
      .innerJoin(tags, eq(tags.id, tagId))
      .where(isOneOfPlaceholder(link.freelancerId, 'ids'))
      .orderBy(asc(tags.name)),
  );
}
const JOB_TITLES_OF = tagsOfPage(freelancerJobTitles, freelancerJobTitles.jobTitleId, jobTitles);
const SKILLS_OF = tagsOfPage(freelancerSkills, freelancerSkills.skillId, skills);

/** Job titles and skills of the freelancers on one page, by freelancer id. */
export async function listTagsOf(db: DbOrTx, freelancerIds: number[]) {
  if (freelancerIds.length === 0) return { jobTitles: [], skills: [] };
  const [titleRows, skillRows] = await Promise.all([
    JOB_TITLES_OF(db, { ids: freelancerIds }),
    SKILLS_OF(db, { ids: freelancerIds }),
  ]);
  return { jobTitles: titleRows, skills: skillRows };
}
