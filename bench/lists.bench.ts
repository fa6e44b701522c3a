/**
 * The big lists on PostgreSQL at scale: the product beside a bare `node:http` + `pg` server that runs the very
 * SQL the product ran for the same request (captured from the product's pool), autocannon per list at 1 and 10
 * connections, product and baseline interleaved in one run. Results are appended to bench/results/lists.md.
 *
 * Run: `npm run bench -w bench` (1x) or `npx tsx bench/lists.bench.ts --scale 0.1 [--duration 5] [--reuse]
 * [--label text]`. Needs a PostgreSQL server (TEST_DATABASE_URL's, default postgres://postgres@127.0.0.1:5432);
 * the database fm_bench_<scale>x is created (or reused with --reuse). Traffic goes to 127.0.0.1 only.
 */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Realm } from '@fm/contract/enums';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config/config.ts';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/all.ts';
import { generate } from './generate.ts';
import { authHeaders, signIn } from './support.ts';

function argument(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const scale = Number(argument('scale') ?? '1');
const durationSeconds = Number(argument('duration') ?? '5');
const label = argument('label') ?? '';
const reuse = process.argv.includes('--reuse');
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = `/${argument('db') ?? `fm_bench_${String(scale).replace('.', '_')}x`}`;
const url = serverUrl.toString();
const PRODUCT_PORT = 3998;
const BASELINE_PORT = 3997;

type Captured = { text: string; values: unknown[] };
type ListCase = { name: string; path: string; realm: Realm; email: string };

const LISTS: ListCase[] = [
  {
    name: 'GET /api/agency/bookings (default tab)',
    path: '/api/agency/bookings',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/freelancer/list (search, 36 a page)',
    path: `/api/freelancer/list?items=36&keyword=${encodeURIComponent('müller')}`,
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/freelancer/time-record (own records)',
    path: '/api/freelancer/time-record',
    realm: 'freelancer',
    email: 'freelancer@demo.test',
  },
  {
    name: 'GET /api/freelancer/time-review-list (finance, pending tab)',
    path: '/api/freelancer/time-review-list?tab=pending',
    realm: 'finance',
    email: 'finance@demo.test',
  },
];

/** The product's database on a pool whose queries can be recorded: the baseline replays exactly these. */
function capturingDatabase() {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let capture: Captured[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (capture) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof first === 'string') capture.push({ text: first, values: second ?? [] });
      else capture.push({ text: first.text, values: first.values ?? second ?? [] });
    }
    return query(...args);
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    migrate: async () => {},
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
  return {
    database,
    pool,
    startCapture: () => {
      capture = [];
    },
    stopCapture: () => {
      const captured = capture ?? [];
      capture = null;
      return captured;
    },
  };
}

/** node:http + pg, nothing else: each path runs its captured statements in order and answers their rows. */
function startBaseline(queries: Map<string, Captured[]>) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer(async (request, response) => {
    const statements = queries.get(request.url ?? '');
    if (!statements) {
      response.writeHead(404).end();
      return;
    }
    try {
      const results = [];
      for (const statement of statements) results.push((await pool.query(statement.text, statement.values)).rows);
      const body = JSON.stringify(results);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(BASELINE_PORT, '127.0.0.1', () =>
      resolve({
        close: async () => {
          await new Promise((done) => server.close(done));
          await pool.end();
        },
      }),
    );
  });
}

async function load(target: string, connections: number, headers: Record<string, string>) {
  const result = await autocannon({ url: target, connections, duration: durationSeconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function main() {
  const started = new Date();
  let counts: Record<string, number> | null = null;
  if (!reuse) counts = await generate(url, scale);
  const { database, pool, startCapture, stopCapture } = capturingDatabase();
  const countRow = await database.db.execute(
    `select (select count(*) from agencies)::int as agencies, (select count(*) from freelancers)::int as freelancers,
       (select count(*) from bookings)::int as bookings, (select count(*) from time_records)::int as time_records` as never,
  );
  counts = (countRow as unknown as { rows: Record<string, number>[] }).rows[0] ?? counts;
  const baseUrl = `http://127.0.0.1:${PRODUCT_PORT}`;
  // The per-user API limit (600 calls a minute) would answer most of a fast run with 429; the baseline has none.
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    port: PRODUCT_PORT,
    publicUrl: baseUrl,
    webDistDir: null,
    apiRateLimit: 1_000_000_000,
  };
  const app = await buildApp({ config, database });
  await app.listen({ port: PRODUCT_PORT, host: '127.0.0.1' });

  const queries = new Map<string, Captured[]>();
  const headersOf = new Map<string, Record<string, string>>();
  for (const list of LISTS) {
    const token = await signIn(baseUrl, list.realm, list.email);
    const headers = authHeaders(token, list.realm);
    headersOf.set(list.path, headers);
    await fetch(`${baseUrl}${list.path}`, { headers }); // warm-up (signing keys, plans)
    startCapture();
    const response = await fetch(`${baseUrl}${list.path}`, { headers });
    const captured = stopCapture();
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${list.path}: ${response.status} ${text}`);
    console.log(`${list.name}: ${text.length} bytes, ${captured.length} statements`);
    queries.set(list.path, captured);
    if (process.argv.includes('--explain')) {
      for (const statement of captured) {
        const plan = await pool.query(`explain (analyze, costs off) ${statement.text}`, statement.values);
        console.log(statement.text, JSON.stringify(statement.values));
        console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      }
    }
  }
  if (process.argv.includes('--explain')) process.exit(0);
  const baseline = await startBaseline(queries);
  for (const list of LISTS) {
    const response = await fetch(`http://127.0.0.1:${BASELINE_PORT}${list.path}`);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`baseline ${list.path}: ${response.status} ${text}`);
  }

  const rows: string[] = [];
  for (const list of LISTS) {
    for (const connections of [1, 10]) {
      const headers = headersOf.get(list.path)!;
      const product = await load(`${baseUrl}${list.path}`, connections, headers);
      const bare = await load(`http://127.0.0.1:${BASELINE_PORT}${list.path}`, connections, {});
      const line = `| ${list.name} | ${connections} | ${product.p50} | ${product.p99} | ${product.rps.toFixed(1)} | ${bare.p50} | ${bare.p99} | ${bare.rps.toFixed(1)} | ${((100 * product.rps) / Math.max(bare.rps, 0.1)).toFixed(0)} % | ${product.errors + bare.errors} |`;
      console.log(line);
      rows.push(line);
    }
  }
  await baseline.close();
  await app.close();
  await database.close();

  const cpus = os.cpus();
  const file = path.join(REPO_ROOT, 'bench/results/lists.md');
  if (!existsSync(file)) writeFileSync(file, '# Big lists on PostgreSQL at scale\n');
  appendFileSync(
    file,
    [
      '',
      `## ${started.toISOString().slice(0, 16)} UTC, scale ${scale}x${label ? ` — ${label}` : ''}`,
      '',
      `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(
          ' ',
        )} (shared machine). Data: ${JSON.stringify(counts)}. ${durationSeconds} s per run, product and baseline`,
      'interleaved. Latencies in ms; ratio = product throughput / baseline throughput.',
      '',
      '| list | conn. | product p50 | product p99 | product req/s | baseline p50 | baseline p99 | baseline req/s | ratio | errors |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
