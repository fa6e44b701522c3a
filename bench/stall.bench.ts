/**
 * Can one request stall the others? `/healthz` is timed every 25 ms while the heaviest request each list allows
 * (200 a page, 50 one- and two-letter keywords that match most rows, every filter the call takes) runs back to
 * back, one at a time, and the same prober runs on an idle server first as the baseline. On the embedded
 * database every query runs on the server's own thread, so a slow list shows directly in `/healthz`.
 *
 * Run: `npx tsx bench/stall.bench.ts [--db pglite|postgres] [--scale 0.1] [--seconds 8]`. The data is the demo
 * seed plus the generator's bulk rows at the scale (0.1 = 20 agencies, 500 freelancers, 10 000 bookings, 50 000
 * time records). Results are appended to bench/results/stall.md.
 */
import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import type { Realm } from '@fm/contract/enums';
import { KEYWORDS_MAX } from '@fm/contract/schemas/common';
import { sql } from 'drizzle-orm';
import { bulkStatements, sizesAt } from './generate.ts';
import { argument, machineLine, percentile, recordResult, runMain, serveDemo, signInHeaders } from './support.ts';

const kind = argument('db') === 'postgres' ? 'postgres' : 'pglite';
const scale = Number(argument('scale') ?? '0.1');
const seconds = Number(argument('seconds') ?? '8');
const PROBE_EVERY_MS = 25;
const PORT = 3989;

/** 50 short keywords, each matching a large share of names, titles and descriptions. */
const KEYWORDS = [...'aeinrstlo', 'er', 'en', 'an', 'ch', 'de', 'el', 'in', 'ma', 'ra', 'sc', 'ue', 'il', 'la', 'le']
  .concat(['et', 'ne', 'or', 'ri', 'st', 'te', 'un', 'ar', 'be', 'ei', 'es', 'ge', 'he', 'ie', 'it', 'li', 'mi', 're'])
  .concat(['ro', 'se', 'ti', 'na', 'ha', 'mu'])
  .slice(0, KEYWORDS_MAX);

type HeavyCase = { name: string; realm: Realm; email: string; method: 'GET' | 'POST'; path: string; body?: unknown };

const keywordQuery = (name: string) => KEYWORDS.map((word) => `${name}[]=${encodeURIComponent(word)}`).join('&');

const CASES: HeavyCase[] = [
  {
    name: 'freelancer search (agency manager)',
    realm: 'agency',
    email: 'am@demo.test',
    method: 'GET',
    path: `/api/freelancer/list?items=${PAGE_SIZE_MAX}&${keywordQuery('keyword')}`,
  },
  {
    name: 'bookings, all tabs (agency manager)',
    realm: 'agency',
    email: 'am@demo.test',
    method: 'GET',
    path: `/api/agency/bookings?items=${PAGE_SIZE_MAX}&${keywordQuery('keyword')}`,
  },
  {
    name: 'time review (global CFO)',
    realm: 'finance',
    email: 'cfo.global@demo.test',
    method: 'GET',
    path: `/api/freelancer/time-review-list?items=${PAGE_SIZE_MAX}&${keywordQuery('keyword')}`,
  },
  {
    name: 'own time records (freelancer)',
    realm: 'freelancer',
    email: 'freelancer@demo.test',
    method: 'GET',
    path: `/api/freelancer/time-record?items=${PAGE_SIZE_MAX}&${keywordQuery('keyword')}`,
  },
  {
    name: 'user list (admin)',
    realm: 'admin',
    email: 'admin@demo.test',
    method: 'POST',
    path: '/api/agency/admin/user-list',
    body: { items: PAGE_SIZE_MAX, keyword: KEYWORDS },
  },
];

type Probe = { p50: number; p99: number; max: number; count: number };

/** Times `/healthz` every PROBE_EVERY_MS until `until` resolves. */
async function probeHealth(baseUrl: string, until: Promise<unknown>): Promise<Probe> {
  let isDone = false;
  void until.then(() => {
    isDone = true;
  });
  const samples: number[] = [];
  while (!isDone) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    max: Math.max(...samples),
    count: samples.length,
  };
}

/** Runs the heavy request back to back for `seconds`; returns its own latencies and statuses. */
async function hammer(baseUrl: string, heavy: HeavyCase, headers: Record<string, string>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${heavy.path}`, {
      method: heavy.method,
      headers: heavy.body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: heavy.body ? JSON.stringify(heavy.body) : undefined,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return { latencies, statuses };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const product = await serveDemo(kind, PORT);
  const generatedAt = Date.now();
  for (const statement of [...bulkStatements(sizesAt(scale)), 'vacuum analyze']) {
    await product.database.db.execute(sql.raw(statement));
  }
  console.log(`data at scale ${scale} in ${((Date.now() - generatedAt) / 1000).toFixed(0)} s`);

  const idle = await probeHealth(product.url, new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  const rows = [`| idle server (baseline) | – | ${ms(idle.p50)} | ${ms(idle.p99)} | ${ms(idle.max)} | – |`];
  console.log(rows[0]);
  for (const heavy of CASES) {
    const headers = await signInHeaders(product.url, heavy.realm, heavy.email);
    const running = hammer(product.url, heavy, headers);
    const health = await probeHealth(product.url, running);
    const { latencies, statuses } = await running;
    const answers = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
    const row = `| ${heavy.name} | ${ms(percentile(latencies, 0.5))} | ${ms(health.p50)} | ${ms(health.p99)} | ${ms(health.max)} | ${answers} |`;
    rows.push(row);
    console.log(row);
  }
  const sizes = sizesAt(scale);
  const section = [
    '',
    `## ${new Date().toISOString().slice(0, 16)} UTC, ${kind}, scale ${scale}, ${seconds} s a case`,
    '',
    `Machine: ${machineLine()}. Data: demo seed plus ${sizes.agencies} agencies, ${sizes.freelancers} freelancers, ${sizes.bookings} bookings, ${sizes.timeRecords} time records.`,
    '',
    '| heavy request running | its p50 | /healthz p50 | /healthz p99 | /healthz max | answers |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  recordResult('stall.md', section);
  await product.close();
}

runMain(main);
