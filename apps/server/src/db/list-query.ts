import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { type AnyColumn, and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * How many rows of `table` match `where`, counted up to LIST_COUNT_CAP + 1 (pageOf reports more as capped), so
 * that a page costs what it shows and not what the table holds. `where` reads the table's own columns only: the
 * lists write their filters that way (a related table's filter as "id in (…)"), so the count joins nothing.
 */
export function countUpToCap(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return countRowsUpTo(
    db,
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .$dynamic(),
    LIST_COUNT_CAP,
  );
}

/** How many rows `matching` selects, counted up to `cap` + 1: the query stops one row past the cap. */
export async function countRowsUpTo(db: DbOrTx, matching: PgSelect, cap: number) {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(matching.limit(cap + 1).as('matching'));
  return count?.total ?? 0;
}

/**
 * A keyword's condition on a list's row, written twice (decision 031). `indexed` finds the matching rows through
 * indexes: a related table's text becomes "the row's key is one of these", an array the related table's index
 * answers once, so a count or a few matches cost what they find. `probe` checks one row: a related table's text
 * is an EXISTS on its primary key, so walking the list's order costs the same per row however many rows match.
 * The EXISTS carries `offset 0`, which keeps it a probe: without it the planner may hash the whole related table's
 * matches once instead (a sequential scan of every booking's title, 48 ms at 1x, for a walk of 276 rows).
 */
export type Searched = { indexed: SQL; probe: SQL };

/** The row's own text column (or expression) contains the pattern. */
export function textContains(text: AnyColumn | SQL, pattern: string): Searched {
  const condition = ilike(text, pattern);
  return { indexed: condition, probe: condition };
}

/**
 * The row's `reference` points at a row of `key`'s table that `match` finds; `narrowing` (the caller's scope)
 * keeps the indexed form's array to the rows the caller may see.
 */
export function refersTo(reference: AnyColumn, key: PgColumn, match: Searched, narrowing: SQL[] = []): Searched {
  const table = key.table;
  return {
    indexed: sql`${reference} = any(array(select ${key} from ${table} where ${and(match.indexed, ...narrowing)}))`,
    probe: sql`exists (select 1 from ${table} where ${key} = ${reference} and ${match.probe} offset 0)`,
  };
}

/** Any of the parts matches. */
export function anyOf(...parts: Searched[]): Searched {
  return { indexed: or(...parts.map((part) => part.indexed))!, probe: or(...parts.map((part) => part.probe))! };
}

/** A list's conditions: filters on the row's own columns, and each keyword's. */
export type ListWhere = { filters: SQL[]; keywords: Searched[] };

/** How many rows read along the order before a dense keyword's page falls back to sorting all its matches. */
export const KEYWORD_WALK_BUDGET = 2_000;

/**
 * A list's capped count and the condition "the row is on this page" for the page's query: the count first, on
 * the row's table alone, then the page's ids (onPage), so the page's query joins its other tables for these rows
 * only.
 */
export async function pageOfList(
  db: DbOrTx,
  id: PgColumn,
  where: ListWhere,
  order: SQL[],
  paging: { page: number; items: number },
) {
  const matching = and(...where.filters, ...where.keywords.map((keyword) => keyword.indexed)) ?? sql`true`;
  const total = await countUpToCap(db, id.table, matching);
  return { total, onPage: onPage(db, id, where, order, paging, { where: matching, total }) };
}

/**
 * "The row is on this page": its id is one of the page's ids, which a subquery finds on the row's own table
 * alone. PostgreSQL runs it once (an InitPlan) and reads the page's rows by primary key; the page's query orders
 * by the same `order` again.
 *
 * `matching` is the list's conditions with each keyword's indexed form, and their capped count. Up to the cap,
 * the subquery takes every matching row and then orders them: at most LIST_COUNT_CAP rows, read the cheapest way.
 * The matching rows are a subquery named like the table, so the conditions and `order` read the same, and fenced
 * by `offset 0`, so that the planner reads them all first (a bitmap scan of the filters' indexes) instead of
 * walking the order's index; a MATERIALIZED CTE fenced it too, but copied every whole matching row into a tuple
 * store first.
 *
 * Above the cap without a keyword, the planner may walk an index of the order and stop at the page's last row,
 * which is quick as the matches are dense. Above it with a keyword, the subquery walks the first
 * KEYWORD_WALK_BUDGET rows of the other filters in order and probes each for the keyword; only when they hold too
 * few matches for the page (the matches sit further along the order) does it sort all the matches.
 */
function onPage(
  db: DbOrTx,
  id: PgColumn,
  where: ListWhere,
  order: SQL[],
  paging: { page: number; items: number },
  matching: { where: SQL; total: number },
): SQL {
  const offset = (paging.page - 1) * paging.items;
  const table = id.table;
  const filters = and(...where.filters) ?? sql`true`;
  const orderBy = sql.join(order, sql`, `);
  const sortedMatches = sql`select ${id} as page_id from (select * from ${table} where ${matching.where} offset 0) ${table}
    order by ${orderBy} limit ${paging.items} offset ${offset}`;
  if (matching.total <= LIST_COUNT_CAP) return sql`${id} = any(array(${sortedMatches}))`;
  if (where.keywords.length === 0) {
    const ids = db
      .select({ id })
      .from(table)
      .where(filters)
      .orderBy(...order)
      .limit(paging.items)
      .offset(offset);
    return sql`${id} = any(array(${ids}))`;
  }
  const probe = and(...where.keywords.map((keyword) => keyword.probe)) ?? sql`true`;
  const walk = sql`select ${id} as page_id, ${probe} as hit from ${table} where ${filters} order by ${orderBy}`;
  return sql`${id} = any(array(${walkThenSort(walk, sortedMatches, paging)}))`;
}

/**
 * The ids of a page whose matches are dense: the matching rows among the first KEYWORD_WALK_BUDGET rows `walk`
 * reads in the list's order (`page_id`, and `hit` when the row matches), or, when they are too few for the page,
 * the ids `sorted` selects (`page_id`) from all matches in that order. The walk's matches are the first matches
 * of the order, so what it finds of the page is on the page either way.
 */
export function walkThenSort(walk: SQL, sorted: SQL, paging: { page: number; items: number }): SQL {
  return sql`with walked as materialized (${walk} limit ${KEYWORD_WALK_BUDGET}),
    found as materialized (
      select page_id from walked where hit limit ${paging.items} offset ${(paging.page - 1) * paging.items}
    )
    select page_id from found
    union all
    select page_id from (${sorted}) sorted where (select count(*) from found) < ${paging.items}`;
}
