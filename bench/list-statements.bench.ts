/**
 * What building a list call's statements costs the product: built anew for every call, as the lists did until they
 * were kept per query, beside taken from the memo, for the same queries in the same process, taking turns. Timed:
 * the freelancer list's statements (its conditions, their rendering and digest, the sorted page and, for a keyword's
 * dense matches, the walk; `builtOnce`), and a keyword's condition on the rows of a booking (rowKeyword's forms;
 * `keptKeyword`). No database is needed, and what both ways do after it (the rest of the call, drizzle's rendering of
 * the statement as it runs, the driver, the database) is left out.
 *
 * Run: `npx tsx bench/list-statements.bench.ts [--rounds 6] [--calls 5000]`. Appends a section to
 * bench/results/list-statements.md.
 */
import { SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import type { RowScope } from '../apps/server/src/auth/row-scope.ts';
import { builtOnce } from '../apps/server/src/db/built-once.ts';
import { timeRecords } from '../apps/server/src/db/schema/time-records.ts';
import { keptKeyword, rowKeyword } from '../apps/server/src/modules/bookings/booking-list-query.ts';
import { toListFilter } from '../apps/server/src/modules/freelancers/freelancers.service.ts';
import { type ListCall, listStatements } from '../apps/server/src/modules/freelancers/list.repo.ts';
import { argument, machineLine, percentile, recordResult, runMain } from './support.ts';

const rounds = Number(argument('rounds') ?? '6');
const calls = Number(argument('calls') ?? '5000');

const QUERY_DEFAULTS = {
  keyword: [] as string[],
  rate: [] as number[],
  skills: [] as number[],
  clients: [] as number[],
  available: true,
  sortBy: 'first_name',
  sort: 'asc' as const,
  page: 1,
  items: 36,
};
type Query = typeof QUERY_DEFAULTS & { experience?: number; start_date?: string; end_date?: string };

/** Each call's total, above the count's cap as at 10x: a keyword's or the clients' page walks the order first. */
const ABOVE_CAP = SCROLL_LIST_COUNT_CAP + 1;

/** The calls of the load run's freelancer lists (lists.bench.ts) and two with more filters. */
const QUERIES: { name: string; query: Partial<Query> }[] = [
  { name: 'default: available today', query: {} },
  { name: 'search "müller"', query: { keyword: ['müller'] } },
  {
    name: 'rate, skill and client, by rate',
    query: { rate: [400, 600], skills: [1], clients: [1], sortBy: 'rate' },
  },
  {
    name: 'December, experience, page 5',
    query: { start_date: '2026-12-01', end_date: '2026-12-31', experience: 5, page: 5 },
  },
];

function callOf(query: Partial<Query>): ListCall {
  const full = { ...QUERY_DEFAULTS, ...query } as Query;
  return {
    userId: 7,
    filter: toListFilter(full as never),
    order: { column: full.sortBy, direction: full.sort },
    paging: { page: full.page, items: full.items },
  };
}

/** A keyword on the time records' rows (as their lists search it) for a scope: built anew, or kept (keptKeyword). */
function recordsKeyword(scope: RowScope, word: string) {
  const build = () =>
    rowKeyword(
      { bookingId: timeRecords.bookingId, description: timeRecords.description, kind: 'prose' },
      { freelancerId: timeRecords.freelancerId, scope },
      word,
    );
  return { anew: build, kept: () => keptKeyword(timeRecords.agencyId, scope, word, build) };
}

async function main() {
  const kept = builtOnce(500, listStatements);
  // Each call's query is a new object, as each request's is.
  const cases = [
    ...QUERIES.map(({ name, query }) => ({
      name: `freelancer list: ${name}`,
      anew: () => listStatements(callOf(query)).page(ABOVE_CAP),
      kept: () => kept(callOf(query)).page(ABOVE_CAP),
    })),
    { name: 'time records: an agency\'s, keyword "Anna"', ...recordsKeyword({ agencyId: 1 }, 'Anna') },
    { name: 'time records: finance\'s, keyword "Bench work 42"', ...recordsKeyword({}, 'Bench work 42') },
  ];
  const lines: string[] = [];
  for (const { name, ...ways } of cases) {
    const samples = { anew: [] as number[], kept: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const way of ['anew', 'kept'] as const) {
        const started = process.hrtime.bigint();
        for (let call = 0; call < calls; call++) ways[way]();
        samples[way].push(Number(process.hrtime.bigint() - started) / calls / 1000);
      }
    }
    const anewMedian = percentile(samples.anew, 0.5);
    const keptMedian = percentile(samples.kept, 0.5);
    lines.push(
      `| ${name} | ${anewMedian.toFixed(1)} | ${keptMedian.toFixed(1)} | ${((100 * keptMedian) / anewMedian).toFixed(0)} % |`,
    );
  }
  const section = `
## ${new Date().toISOString().slice(0, 16)} UTC

${machineLine()}. ${rounds} rounds of ${calls} calls each way, taking turns; median µs a call. A freelancer list call's
filter is made anew for each call (toListFilter) in both ways.

| call | built anew (µs) | kept (µs) | kept / anew |
|---|---|---|---|
${lines.join('\n')}
`;
  console.log(section);
  recordResult('list-statements.md', section);
}

runMain(main);
