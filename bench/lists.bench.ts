/**
 * The big lists on PostgreSQL at scale: the product beside a bare `node:http` + `pg` server that runs the very
 * SQL the product ran for the same request (captured from the product's pool), autocannon per list at 1 and 10
 * connections, product and baseline interleaved in one run. Results are appended to bench/results/lists.md.
 *
 * Run: `npm run bench -w bench` (1x) or `npx tsx bench/lists.bench.ts --scale 0.1 [--duration 5] [--reuse]
 * [--label text] [--only text]`; `--only` runs the lists whose name contains the text and records nothing. Needs a PostgreSQL server (TEST_DATABASE_URL's, default postgres://postgres@127.0.0.1:5432);
 * the database fm_bench_<scale>x is created (or reused with --reuse); `--shape uneven` generates and uses
 * fm_bench_<scale>x_uneven (generate.ts, Shape). Traffic goes to 127.0.0.1 only.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Realm } from '@fm/contract/enums';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../apps/server/src/config/config.ts';
import { POSTGRES_SESSION_OPTIONS } from '../apps/server/src/db/client.ts';
import { benchDatabaseUrl, type Captured, startCapturingProduct } from './capturing-product.ts';
import { generate, shapeOf } from './generate.ts';
import { authHeaders, signIn } from './support.ts';

function argument(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const scale = Number(argument('scale') ?? '1');
const durationSeconds = Number(argument('duration') ?? '5');
const label = argument('label') ?? '';
const reuse = process.argv.includes('--reuse');
const only = argument('only');
const shape = shapeOf(argument('shape'));
const url = benchDatabaseUrl(scale, argument('db'), shape);
const PRODUCT_PORT = 3998;
const BASELINE_PORT = 3997;

/** `compressed`: the caller accepts brotli, as every browser does; the baseline then compresses its answer too. */
type ListCase = { name: string; path: string; realm: Realm; email: string; compressed?: boolean };

const LISTS: ListCase[] = [
  {
    name: 'GET /api/agency/bookings (default tab)',
    path: '/api/agency/bookings',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/agency/bookings (default tab, brotli)',
    path: '/api/agency/bookings',
    realm: 'agency',
    email: 'am@demo.test',
    compressed: true,
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
  {
    name: 'GET /api/agency/bookings (admin, all agencies, closed tab)',
    path: '/api/agency/bookings?tab=CLOSED',
    realm: 'admin',
    email: 'admin@demo.test',
  },
  {
    name: 'GET /api/freelancer/list (default: available today)',
    path: '/api/freelancer/list?items=36',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/agency/project (admin, all agencies)',
    path: '/api/agency/project',
    realm: 'admin',
    email: 'admin@demo.test',
  },
  {
    name: 'GET /api/agency/booking/flatrate/list (agency)',
    path: '/api/agency/booking/flatrate/list',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/agency/flatrate-review-list (finance, pending tab)',
    path: '/api/agency/flatrate-review-list?tab=pending',
    realm: 'finance',
    email: 'finance@demo.test',
  },
  {
    name: 'GET /api/freelancer/credit-note (finance, all agencies)',
    path: '/api/freelancer/credit-note',
    realm: 'finance',
    email: 'finance@demo.test',
  },
  {
    name: 'GET /api/freelancer/credit-note (finance, keyword)',
    path: `/api/freelancer/credit-note?keyword=${encodeURIComponent('Müller 4')}`,
    realm: 'finance',
    email: 'finance@demo.test',
  },
  {
    name: 'GET /api/freelancer/time-record (agency, one project)',
    path: '/api/freelancer/time-record?projects[]=1',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/freelancer/time-record (agency, keyword)',
    path: '/api/freelancer/time-record?keyword=Anna',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/agency/reports (agency)',
    path: '/api/agency/reports',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/agency/finance/dashboard (finance, every agency)',
    path: '/api/agency/finance/dashboard',
    realm: 'finance',
    email: 'finance@demo.test',
  },
  {
    name: 'GET /api/activity/activitylog (agency)',
    path: '/api/activity/activitylog',
    realm: 'agency',
    email: 'am@demo.test',
  },
  {
    name: 'GET /api/activity/notifications (finance)',
    path: '/api/activity/notifications',
    realm: 'finance',
    email: 'finance@demo.test',
  },
  {
    name: 'GET /api/agency/admin/agency-list (admin)',
    path: '/api/agency/admin/agency-list',
    realm: 'admin',
    email: 'admin@demo.test',
  },
  {
    name: 'GET /api/inmail/conversation/user_list (agency)',
    path: '/api/inmail/conversation/user_list',
    realm: 'agency',
    email: 'am@demo.test',
  },
];

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const ACCEPT_BROTLI = { 'accept-encoding': 'br' };

/**
 * node:http + pg, nothing else: each path runs its captured statements in order (a prepared one under its name, as
 * the product does) and answers their rows, brotli-compressed at the product's quality when the caller accepts it.
 */
function startBaseline(queries: Map<string, Captured[]>) {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
  const server = http.createServer(async (request, response) => {
    const statements = queries.get(request.url ?? '');
    if (!statements) {
      response.writeHead(404).end();
      return;
    }
    try {
      const results = [];
      for (const { text, values, name } of statements) results.push((await pool.query({ text, values, name })).rows);
      const json = JSON.stringify(results);
      const compressed = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      const body = compressed ? brotliCompressSync(json, BROTLI) : Buffer.from(json);
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': body.length,
        ...(compressed ? { 'content-encoding': 'br' } : {}),
      });
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
  // The load comes from a worker thread: the product and the baseline run in this process, and autocannon on
  // their event loop would add its own work to every latency.
  const cpuBefore = mainThreadCpuMs();
  const result = await autocannon({ url: target, connections, duration: durationSeconds, headers, workers: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUsPerCall: (1000 * (mainThreadCpuMs() - cpuBefore)) / Math.max(result.requests.total, 1),
    errors: result.non2xx + result.errors,
  };
}

/**
 * The CPU time this process's main thread has used, in ms (Linux's /proc, in clock ticks of 10 ms). Only the server
 * under load works on it during a run (autocannon has a thread of its own), so its growth over a run divided by the
 * calls answered is that server's own work per call: its JavaScript and the system calls made from it, not
 * PostgreSQL's, and not the waits for a core that PostgreSQL or the machine's other tenants hold.
 */
function mainThreadCpuMs() {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const started = new Date();
  let counts: Record<string, number> | null = null;
  if (!reuse) counts = await generate(url, scale, console.log, shape);
  const product = await startCapturingProduct(url, PRODUCT_PORT);
  const { baseUrl } = product;
  const countRow = await product.pool.query(
    `select (select count(*) from agencies)::int as agencies, (select count(*) from freelancers)::int as freelancers,
       (select count(*) from bookings)::int as bookings, (select count(*) from time_records)::int as time_records`,
  );
  counts = countRow.rows[0] ?? counts;

  const lists = LISTS.filter((list) => !only || list.name.includes(only));
  const queries = new Map<string, Captured[]>();
  // An access token lives five minutes, less than a run of every list: each list signs in anew before its load.
  const headersFor = async (list: ListCase) => authHeaders(await signIn(baseUrl, list.realm, list.email), list.realm);
  for (const list of lists) {
    const headers = await headersFor(list);
    await fetch(`${baseUrl}${list.path}`, { headers }); // warm-up (signing keys, plans)
    const { result: response, statements: captured } = await product.capturing(() =>
      fetch(`${baseUrl}${list.path}`, { headers }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${list.path}: ${response.status} ${text}`);
    console.log(`${list.name}: ${text.length} bytes, ${captured.length} statements`);
    queries.set(list.path, captured);
    if (process.argv.includes('--explain')) {
      for (const statement of captured) {
        console.log(statement.text, JSON.stringify(statement.values));
        console.log(await product.explain(statement));
      }
    }
  }
  if (process.argv.includes('--explain')) process.exit(0);
  const baseline = await startBaseline(queries);
  for (const list of lists) {
    const response = await fetch(`http://127.0.0.1:${BASELINE_PORT}${list.path}`);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`baseline ${list.path}: ${response.status} ${text}`);
  }

  const rows: string[] = [];
  for (const list of lists) {
    const headers = { ...(await headersFor(list)), ...(list.compressed ? ACCEPT_BROTLI : {}) };
    for (const connections of [1, 10]) {
      const own = await load(`${baseUrl}${list.path}`, connections, headers);
      const bare = await load(
        `http://127.0.0.1:${BASELINE_PORT}${list.path}`,
        connections,
        list.compressed ? ACCEPT_BROTLI : {},
      );
      const line = `| ${list.name} | ${connections} | ${own.p50} | ${own.p99} | ${own.rps.toFixed(1)} | ${bare.p50} | ${bare.p99} | ${bare.rps.toFixed(1)} | ${((100 * own.rps) / Math.max(bare.rps, 0.1)).toFixed(0)} % | ${own.cpuUsPerCall.toFixed(0)} | ${bare.cpuUsPerCall.toFixed(0)} | ${own.errors + bare.errors} |`;
      console.log(line);
      rows.push(line);
    }
  }
  await baseline.close();
  await product.close();
  if (only) return;

  const cpus = os.cpus();
  const file = path.join(REPO_ROOT, 'bench/results/lists.md');
  if (!existsSync(file)) writeFileSync(file, '# Big lists on PostgreSQL at scale\n');
  appendFileSync(
    file,
    [
      '',
      `## ${started.toISOString().slice(0, 16)} UTC, scale ${scale}x${shape === 'even' ? '' : `, ${shape} shape`}${label ? ` — ${label}` : ''}`,
      '',
      `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(
          ' ',
        )} (shared machine). Data: ${JSON.stringify(counts)}. ${durationSeconds} s per run, product and baseline`,
      'interleaved. Latencies in ms; ratio = product throughput / baseline throughput; CPU µs a call = the CPU time of',
      'the main thread per call answered, for each server while it alone was under load (mainThreadCpuMs).',
      '',
      '| list | conn. | product p50 | product p99 | product req/s | baseline p50 | baseline p99 | baseline req/s | ratio | product CPU µs a call | baseline CPU µs a call | errors |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
