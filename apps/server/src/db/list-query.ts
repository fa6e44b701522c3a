import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { type SQL, sql } from 'drizzle-orm';
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
 * "The row is on this page": its id is one of the page's ids, which a subquery finds on the row's own table
 * alone. PostgreSQL runs it once (an InitPlan) and reads the page's rows by primary key, so the page's query
 * joins its other tables for these rows only, however many rows match; it orders by the same `order` again.
 *
 * `matching` is the list's capped count. Up to the cap, the subquery first takes every matching row (a
 * MATERIALIZED CTE named like the table, so `where` and `order` read the same) and then orders them: at most
 * LIST_COUNT_CAP rows, read the cheapest way. Otherwise the planner may walk an index of the order and stop at
 * the page's last row, which is quick when matches are dense, as more than LIST_COUNT_CAP of them are, but reads
 * the whole table when a few matches sit at its far end (a project's or a booker's records, a rare keyword).
 */
export function onPage(
  db: DbOrTx,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; items: number },
  matching: number,
): SQL {
  const offset = (paging.page - 1) * paging.items;
  if (matching <= LIST_COUNT_CAP) {
    const table = id.table;
    return sql`${id} = any(array(with ${table} as materialized (select * from ${table} where ${where ?? sql`true`})
      select ${id} from ${table} order by ${sql.join(order, sql`, `)} limit ${paging.items} offset ${offset}))`;
  }
  const ids = db
    .select({ id })
    .from(id.table)
    .where(where)
    .orderBy(...order)
    .limit(paging.items)
    .offset(offset);
  return sql`${id} = any(array(${ids}))`;
}
