/**
 * 200 simulated users for 60 s across the main flows, against the product on the demo data: agency managers
 * search freelancers and page bookings and projects, freelancers read their bookings and record and withdraw
 * time, finance reviews time and credit notes, admins page agencies and users. Each user waits 100–300 ms
 * between requests, as a person clicking through would not, only faster. Every answer that is not 2xx counts
 * as an error. Results (throughput, p50/p99 per flow, errors) are appended to bench/results/load.md.
 *
 * Run: `npx tsx bench/load.bench.ts [--db pglite|postgres] [--users 200] [--seconds 60]`. The API rate limit is
 * lifted for the run: the simulated users share the few demo accounts, which the per-user limit would throttle.
 */
import type { Realm } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/factories/sequence.ts';
import { argument, machineLine, percentile, recordResult, runMain, serveDemo, signInHeaders } from './support.ts';

const kind = argument('db') === 'postgres' ? 'postgres' : 'pglite';
const userCount = Number(argument('users') ?? '200');
const seconds = Number(argument('seconds') ?? '60');
const PORT = 3987;

type Step = { name: string; method?: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown };
type Flow = { name: string; realm: Realm; email: string; share: number; steps: (context: Context) => Step[] };
type Context = { bookingId: number; dates: string[] };

const FLOWS: Flow[] = [
  {
    name: 'agency manager',
    realm: 'agency',
    email: 'am@demo.test',
    share: 0.4,
    steps: () => [
      { name: 'bookings', path: '/api/agency/bookings' },
      { name: 'freelancer search', path: `/api/freelancer/list?items=36&keyword=${encodeURIComponent('de')}` },
      { name: 'projects', path: '/api/agency/project' },
      { name: 'freelancer search', path: '/api/freelancer/list?items=36' },
    ],
  },
  {
    name: 'freelancer',
    realm: 'freelancer',
    email: 'freelancer@demo.test',
    share: 0.25,
    steps: ({ bookingId, dates }) => [
      { name: 'own bookings', path: '/api/agency/bookings' },
      { name: 'own time records', path: '/api/freelancer/time-record' },
      {
        name: 'record time',
        method: 'POST',
        path: '/api/freelancer/time-record',
        body: {
          booking_id: bookingId,
          date: dates[Math.floor(Math.random() * dates.length)],
          hours: 0.25,
          description: 'Load run',
        },
      },
    ],
  },
  {
    name: 'finance',
    realm: 'finance',
    email: 'cfo.global@demo.test',
    share: 0.2,
    steps: () => [
      { name: 'time review', path: '/api/freelancer/time-review-list' },
      { name: 'credit notes', path: '/api/freelancer/credit-note' },
      { name: 'flat-rate review', path: '/api/agency/flatrate-review-list' },
    ],
  },
  {
    name: 'admin',
    realm: 'admin',
    email: 'admin@demo.test',
    share: 0.15,
    steps: () => [
      { name: 'agencies', path: '/api/agency/admin/agency-list' },
      { name: 'users', method: 'POST', path: '/api/agency/admin/user-list', body: {} },
    ],
  },
];

type Sample = { step: string; ms: number; status: number };

async function send(baseUrl: string, headers: Record<string, string>, step: Step) {
  const response = await fetch(`${baseUrl}${step.path}`, {
    method: step.method ?? 'GET',
    headers: step.body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: step.body ? JSON.stringify(step.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** One simulated user: its flow's steps in a loop until the end; a recorded time is withdrawn right after. */
async function simulate(baseUrl: string, flow: Flow, headers: Record<string, string>, context: Context, end: number) {
  const samples: Sample[] = [];
  const timed = async (step: Step) => {
    const started = performance.now();
    const answer = await send(baseUrl, headers, step).catch(() => ({ status: 0, text: '' }));
    samples.push({ step: step.name, ms: performance.now() - started, status: answer.status });
    return answer;
  };
  while (Date.now() < end) {
    for (const step of flow.steps(context)) {
      if (Date.now() >= end) break;
      const answer = await timed(step);
      if (step.name === 'record time' && answer.status === 200) {
        const id = (JSON.parse(answer.text) as { data: { id: number } }).data.id;
        await timed({ name: 'withdraw time', method: 'DELETE', path: `/api/freelancer/time-record?id=${id}` });
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return samples;
}

async function main() {
  const product = await serveDemo(kind, PORT);
  // The demo freelancer's booked hourly booking with the most hours left, and its days up to today.
  const [booking] = rowsOf<{ id: number; start: string; end: string }>(
    await product.database.db.execute(sql`select b.id, b.start_date::text as start, least(b.end_date, current_date)::text as end
      from bookings b join users u on u.id = b.freelancer_id
      where u.email = 'freelancer@demo.test' and b.status = 'BOOKED' and b.rate_type = 'HOURLY'
      order by b.minutes_left desc limit 1`),
  );
  if (!booking) throw new Error('the demo data has no booked hourly booking for freelancer@demo.test');
  const dates: string[] = [];
  for (let day = new Date(`${booking.start}T00:00:00Z`); day <= new Date(`${booking.end}T00:00:00Z`); ) {
    dates.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  const context: Context = { bookingId: booking.id, dates };

  const headersOf = new Map<Flow, Record<string, string>>();
  for (const flow of FLOWS) headersOf.set(flow, await signInHeaders(product.url, flow.realm, flow.email));
  const users = FLOWS.flatMap((flow) => Array.from({ length: Math.round(flow.share * userCount) }, () => flow));
  const started = Date.now();
  const end = started + seconds * 1000;
  const results = await Promise.all(
    users.map((flow) => simulate(product.url, flow, headersOf.get(flow)!, context, end)),
  );
  const elapsed = (Date.now() - started) / 1000;
  const samples = results.flat();

  const byStep = new Map<string, Sample[]>();
  for (const sample of samples) byStep.set(sample.step, [...(byStep.get(sample.step) ?? []), sample]);
  const row = (name: string, list: Sample[]) => {
    const times = list.map((sample) => sample.ms);
    const errors = list.filter((sample) => sample.status < 200 || sample.status > 299);
    const statuses = [...new Set(errors.map((sample) => sample.status))].join(', ');
    return `| ${name} | ${list.length} | ${percentile(times, 0.5).toFixed(0)} ms | ${percentile(times, 0.99).toFixed(0)} ms | ${errors.length}${statuses ? ` (${statuses})` : ''} |`;
  };
  const rows = [...[...byStep].map(([name, list]) => row(name, list)), row('**all**', samples)];
  const section = [
    '',
    `## ${new Date().toISOString().slice(0, 16)} UTC, ${kind}, ${users.length} users, ${seconds} s`,
    '',
    `Machine: ${machineLine()}. ${samples.length} requests in ${elapsed.toFixed(0)} s = ${(samples.length / elapsed).toFixed(0)} req/s.`,
    '',
    '| request | count | p50 | p99 | errors |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  recordResult('load.md', section);
  await product.close();
}

runMain(main);
