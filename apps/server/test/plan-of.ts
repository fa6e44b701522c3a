import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, withLocalSetting } from '../src/db/client.ts';
import { rowsOf } from '../src/db/factories/sequence.ts';

/**
 * The plan's text of `query`, with sequential scans ruled out: whether the planner can answer it from an index at
 * all, which on a test's small tables it would otherwise not bother to.
 */
export function planOfQuery(db: Db, query: SQL): Promise<string> {
  return withLocalSetting(db, 'enable_seqscan', 'off', async (tx) => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The plan's text of `select 1 from table where condition` (planOfQuery). */
export function planOf(db: Db, table: SQL, condition: SQL): Promise<string> {
  return planOfQuery(db, sql`select 1 from ${table} where ${condition}`);
}

/**
 * A list's first statement as pageWithCount (db/list-query.ts) writes it: the page's ids in `order` among the first
 * LIST_COUNT_CAP + 1 matches, with their count beside them (decision 036).
 */
export function pageWithCount(id: PgColumn, where: SQL | undefined, order: SQL[]): SQL {
  return sql`select ${id} as page_id, (count(*) over ())::int as total
    from (select * from ${id.table} where ${where} limit ${LIST_COUNT_CAP + 1}) ${id.table}
    order by ${sql.join(order, sql`, `)} limit 25`;
}
