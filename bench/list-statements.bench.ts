/**
 * What building a freelancer list call's statements costs the product: built anew for every call, as the list did
 * until the statements were kept per query (`builtOnce`), beside taken from that memo, for the same queries in the
 * same process, taking turns. Only the building is timed (the conditions, their rendering and digest, the sorted
 * page and, for a keyword's dense matches, the walk): no database is needed, and what both do after it (drizzle's
 * rendering of the statement as it runs, the driver, the database) is left out.
 *
 * Run: `npx tsx bench/list-statements.bench.ts [--rounds 6] [--calls 5000]`. Appends a section to
 * bench/results/list-statements.md.
 */
import { SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import { builtOnce } from '../apps/server/src/db/built-once.ts';
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

async function main() {
  const kept = builtOnce(500, listStatements);
  const ways = [
    { name: 'built anew each call', build: listStatements },
    { name: 'kept per query (builtOnce)', build: kept },
  ];
  const lines: string[] = [];
  for (const { name, query } of QUERIES) {
    // Each call's query is a new object, as each request's is.
    const samples = new Map(ways.map((way) => [way.name, [] as number[]]));
    for (let round = 0; round < rounds; round++) {
      for (const way of ways) {
        const started = process.hrtime.bigint();
        for (let call = 0; call < calls; call++) way.build(callOf(query)).page(ABOVE_CAP);
        samples.get(way.name)!.push(Number(process.hrtime.bigint() - started) / calls / 1000);
      }
    }
    const [anew, keptMedian] = ways.map((way) => percentile(samples.get(way.name)!, 0.5));
    lines.push(
      `| ${name} | ${anew!.toFixed(1)} | ${keptMedian!.toFixed(1)} | ${((100 * keptMedian!) / anew!).toFixed(0)} % |`,
    );
  }
  const section = `
## ${new Date().toISOString().slice(0, 16)} UTC

${machineLine()}. ${rounds} rounds of ${calls} calls each way, taking turns; median µs a call, the query's filter made
anew for each call (toListFilter) in both.

| freelancer list call | built anew (µs) | kept per query (µs) | kept / anew |
|---|---|---|---|
${lines.join('\n')}
`;
  console.log(section);
  recordResult('list-statements.md', section);
}

runMain(main);
