import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

type Tables = Record<string, string>;

/**
 * A fingerprint of every table of the application: per table its row count and the sum of its row hashes (no
 * sorting, so it stays cheap enough to take around every request). Two equal snapshots mean no request
 * changed a row in between. While the write-ahead log has not moved, nothing can have been written, and the
 * last fingerprint is returned without reading the tables again (PGlite; a shared PostgreSQL server's log
 * moves with every other database on it, so there the tables are read each time).
 */
export async function createTableSnapshot(db: Db, options: { ignore?: readonly string[] } = {}) {
  const listed = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = (listed as unknown as { rows: { tablename: string }[] }).rows
    .map((row) => row.tablename)
    .filter((name) => !options.ignore?.includes(name));
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::int as count, coalesce(sum(hashtext(t::text)::bigint), 0)::text as hash from "${name}" t`,
      )
      .join(' union all '),
  );
  let last: { lsn: string; tables: Tables } | null = null;

  async function readTables(): Promise<Tables> {
    // Over every table at once PostgreSQL would start parallel workers, which takes far longer on a busy
    // machine than scanning the small test tables in one process.
    const result = (await db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return tx.execute(query);
    })) as unknown as { rows: { name: string; count: number; hash: string }[] };
    return Object.fromEntries(result.rows.map((row) => [row.name, `${row.count} rows, ${row.hash}`]));
  }

  return async function snapshot(): Promise<Tables> {
    // Read before the tables: a write that lands in between moves it past this value, so it is never missed.
    const position = await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`);
    const lsn = (position as unknown as { rows: { lsn: string }[] }).rows[0]!.lsn;
    if (last?.lsn !== lsn) last = { lsn, tables: await readTables() };
    return last.tables;
  };
}
