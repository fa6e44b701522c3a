import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseConfig, SERVER_ROOT } from '../config/config.ts';
import { errorDetails, writeLogLine } from '../platform/logging.ts';
import { startThreadedPglite } from './pglite-thread.ts';
import * as schema from './schema/all.ts';
import { renderingInOnePass } from './sql-rendering.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: DatabaseConfig['kind'];
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** The embedded database, whole, for another to start as (openDatabase's `snapshot`); PGlite only. */
  snapshot?: () => Promise<ArrayBuffer>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/**
 * No statement runs longer on a PostgreSQL server: a query that would hold a pool connection for minutes is
 * cancelled (SQLSTATE 57014), and the caller gets 503 "busy, try again" instead of every other request queueing
 * behind it. Far above any query the product makes (lists answer in milliseconds).
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Settings of every session the product opens on a PostgreSQL server. JIT compilation is off: PostgreSQL compiles a
 * statement whose estimated cost passes jit_above_cost, and the lists' keyword pages carry a fallback (sorting every
 * match) whose estimate passes it even when it never runs. Compiling took 60-70 ms of a page that ran in 20 ms
 * (finance's credit notes for "Müller" at 10x: 93 ms with JIT, 22 ms without; bench/results/statement-cost.md); no
 * statement of the product runs long enough to win it back.
 */
const POSTGRES_JIT = 'off';
/**
 * Nor does a statement start parallel workers, unless it asks (withParallelWorkers). Starting them cost more than
 * the work they shared: an agency's top consumptions at 10x ran 3 ms of work in 11 ms with two workers, 6-10 ms
 * a call without, and the pairs survey's 1 231 lists took 8.5 % less time in all (bench/results/list-survey.md).
 * On a server whose few cores serve many people at once, the workers also take the cores of the other calls.
 */
const POSTGRES_PARALLEL_WORKERS = 0;
/**
 * A statement may hold 32 MB per sort or bitmap, eight times PostgreSQL's default: a keyword's first count gathers the
 * rows of every related match in one bitmap (the 497 148 time records of the 4 999 users named "Anna" at 10x), and
 * above 4 MB the bitmap keeps whole pages instead of rows, whose every row is checked again, an array of thousands
 * of users included: 2.8 s against 0.1 s (decision 043).
 */
const POSTGRES_WORK_MEM = '32MB';
/**
 * A page read out of order costs the planner 1.1 sequential ones, not PostgreSQL's default of 4, which models a
 * spinning disk: the product's data is read from SSDs and mostly from memory. With the default, the planner read a
 * whole table rather than gather a keyword's matches from three indexes, as it prices each row's pattern match no
 * higher than a comparison: finance's flat-rate payments for "424" at 10x read all 500 000 payments (229 ms), and
 * read the 6 930 matches through the indexes in 29 ms at 1.1.
 */
const POSTGRES_RANDOM_PAGE_COST = 1.1;
/** The settings above, which every session the product opens on a PostgreSQL server starts with. */
export const POSTGRES_SESSION_OPTIONS = [
  `-c jit=${POSTGRES_JIT}`,
  `-c max_parallel_workers_per_gather=${POSTGRES_PARALLEL_WORKERS}`,
  `-c work_mem=${POSTGRES_WORK_MEM}`,
  `-c random_page_cost=${POSTGRES_RANDOM_PAGE_COST}`,
].join(' ');

/**
 * Runs `read` in a transaction whose statements may use PostgreSQL's default of two parallel workers: for the reads
 * of a large share of a table that one person waits for, the accounting exports (a financial year's DATEV file at
 * 10x: 1.2 s with them, 2.1 s without). A no-op on PGlite, which has no workers.
 */
export function withParallelWorkers<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return withLocalSetting(db, 'max_parallel_workers_per_gather', '2', read);
}

/**
 * Runs `read` in a transaction with one of the planner's settings changed for it alone (`set local`). Within a
 * caller's transaction this is a savepoint, whose setting would last to that transaction's end, so afterwards the
 * setting goes back to the session's own value.
 */
export function withLocalSetting<T>(
  db: DbOrTx,
  name: 'max_parallel_workers_per_gather' | 'enable_seqscan',
  value: string,
  read: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    const result = await read(tx);
    await tx.execute(sql`select set_config(name, reset_val, true) from pg_settings where name = ${name}`);
    return result;
  });
}

/**
 * Opens PostgreSQL: embedded PGlite (in a folder, or in memory when dataDir is null) or a server through pg. An
 * in-memory PGlite starts as `snapshot` when given: a database taken with `Database.snapshot`.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { statementTimeoutMs?: number; snapshot?: ArrayBuffer } = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      options: POSTGRES_SESSION_OPTIONS,
    });
    // An idle client can lose its connection (server restart, failover); without a listener that would crash
    // the process. The pool replaces the client on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      // 57P01: the server ended the connection on purpose (shutdown, or a test dropping its database).
      if (error.code !== '57P01') writeLogLine('error', { err: errorDetails(error) }, 'PostgreSQL pool error');
    });
    const db = renderingInOnePass(drizzlePg(pool, { schema })) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // On a thread of its own (pglite-thread.ts, decision 026).
  const client = await startThreadedPglite(config.dataDir, options.snapshot);
  // The same session as on a server (PGlite is built without JIT, so that setting only keeps the two alike); its
  // data is in memory.
  await client.exec(`set jit = ${POSTGRES_JIT}; set random_page_cost = ${POSTGRES_RANDOM_PAGE_COST}`);
  const db = renderingInOnePass(drizzlePglite({ client: client as unknown as PGlite, schema })) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await client.query('select 1')),
    snapshot: client.snapshot,
    close: () => client.close(),
  };
}
