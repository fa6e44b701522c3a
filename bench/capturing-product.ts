/**
 * The product's server on a generated PostgreSQL database, on a pool whose statements can be recorded: the
 * bare baselines replay exactly these, and the survey explains them. Shared by lists.bench.ts and
 * list-survey.bench.ts.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { type Database, type Db, POSTGRES_SESSION_OPTIONS } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/all.ts';
import { renderingInOnePass } from '../apps/server/src/db/sql-rendering.ts';
import { benchDatabaseName, type Shape } from './generate.ts';

/** A statement the product ran: its text, values, and name when it ran as a prepared statement. */
export type Captured = { text: string; values: unknown[]; name?: string | undefined };

/** The generated database's URL on TEST_DATABASE_URL's server: `name`, or the one generate.ts names (benchDatabaseName). */
export function benchDatabaseUrl(scale: number, name?: string, shape: Shape = 'even') {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name ?? benchDatabaseName(scale, shape)}`;
  return url.toString();
}

function capturingDatabase(url: string) {
  // The product's own pool settings (openDatabase), so that its statements run as they do in the product.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
  let capture: Captured[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (capture) {
      const [first, second] = args as [
        string | { text: string; values?: unknown[]; name?: string },
        unknown[] | undefined,
      ];
      if (typeof first === 'string') capture.push({ text: first, values: second ?? [] });
      else capture.push({ text: first.text, values: first.values ?? second ?? [], name: first.name });
    }
    return query(...args);
  };
  const database: Database = {
    db: renderingInOnePass(drizzle(pool, { schema })) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {},
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
  const setCapture = (next: Captured[] | null) => {
    capture = next;
  };
  return { database, pool, setCapture };
}

/**
 * Starts the product on 127.0.0.1:port against `url`. The per-user API limit (600 calls a minute) is lifted: a
 * fast run would get 429s, and the baseline has none. `capturing(run)` records the statements `run` causes.
 */
export async function startCapturingProduct(url: string, port: number) {
  const { database, pool, setCapture } = capturingDatabase(url);
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({}),
    // BENCH_LOG_LEVEL=error shows what a failing call threw.
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
    port,
    publicUrl: baseUrl,
    webDistDir: null,
    apiRateLimit: 1_000_000_000,
  };
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    database,
    pool,
    async capturing<T>(run: () => Promise<T>): Promise<{ result: T; statements: Captured[] }> {
      const statements: Captured[] = [];
      setCapture(statements);
      try {
        return { result: await run(), statements };
      } finally {
        setCapture(null);
      }
    },
    /** The plan of a captured statement as EXPLAIN (ANALYZE) prints it. */
    async explain(statement: Captured) {
      const plan = await pool.query(`explain (analyze, costs off) ${statement.text}`, statement.values);
      return plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
