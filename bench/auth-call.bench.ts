/**
 * What the token check costs: an authenticated trivial call (`GET /api/freelancer/vat`) and `/healthz` of the
 * product beside a bare `node:http` server doing the least the same answer needs (the RS256 token verified
 * with jose against the product's own key, then the same VAT query through `pg`; `/healthz` a fixed JSON). The
 * product runs twice: with the session check cached (AUTH_CACHE_SECONDS=5, the default) and uncached (0).
 * Runs are interleaved, two rounds. Run: `npx tsx bench/auth-call.bench.ts [postgres|pglite]` (postgres: the
 * server of TEST_DATABASE_URL, a fresh database dropped at the end); results are appended to
 * bench/results/auth-call.md. Traffic goes to 127.0.0.1 only, bounded in time.
 */
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { idpRealmPath } from '@fm/contract/endpoints/idp';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config/config.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo-seed.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';
import { authHeaders, signIn } from './support.ts';

const kind = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
const DURATION_SECONDS = 8;
const CONNECTIONS = 10;
const ROUNDS = 2;
const VAT_SQL =
  'select id, name, percentage_basis_points as "basisPoints" from vat_rates order by percentage_basis_points, id';

async function main() {
  process.env.TEST_DB = kind;
  const database = await createTestDatabase();
  await seedDemo(database.db);
  // One public URL for both product instances: it names the token issuer, so one token serves both.
  const publicUrl = 'http://127.0.0.1:3991';
  const product = async (port: number, authCacheSeconds: number) => {
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      port,
      publicUrl,
      webDistDir: null,
      apiRateLimit: 1_000_000_000,
      authCacheSeconds,
    };
    const app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${port}` };
  };
  const cached = await product(3991, 5);
  const uncached = await product(3992, 0);

  const token = await signIn(cached.url, 'freelancer', 'freelancer@demo.test');
  const { keys } = (await (await fetch(`${cached.url}${idpRealmPath('freelancer', 'certs')}`)).json()) as {
    keys: JWK[];
  };
  const baselineUrl = await startBaseline(3993, keys, `${cached.url}/idp/realms/freelancer`, database, kind);

  const headers = authHeaders(token, 'freelancer');
  const targets = [
    { name: 'baseline', url: baselineUrl },
    { name: 'product (cache 5 s)', url: cached.url },
    { name: 'product (no cache)', url: uncached.url },
  ];
  const rows: string[] = [];
  const throughput = new Map<string, number[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const call of ['/healthz', '/api/freelancer/vat']) {
      for (const target of targets) {
        const result = await autocannon({
          url: `${target.url}${call}`,
          connections: CONNECTIONS,
          duration: DURATION_SECONDS,
          headers,
        });
        const key = `${call} ${target.name}`;
        throughput.set(key, [...(throughput.get(key) ?? []), result.requests.average]);
        const row = `| ${round} | ${call} | ${target.name} | ${result.requests.average.toFixed(0)} req/s | p50 ${result.latency.p50} ms | p99 ${result.latency.p99} ms | ${result.non2xx} |`;
        rows.push(row);
        console.log(row);
      }
    }
  }
  const mean = (values: number[] = []) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratios = ['/healthz', '/api/freelancer/vat'].flatMap((call) =>
    targets.slice(1).map((target) => {
      const ratio = mean(throughput.get(`${call} ${target.name}`)) / mean(throughput.get(`${call} baseline`));
      return `- ${call}, ${target.name}: ${(ratio * 100).toFixed(0)} % of the baseline`;
    }),
  );
  const when = new Date().toISOString().slice(0, 16);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = [
    '',
    `## ${when} UTC, ${kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a run`,
    '',
    `Machine: ${machine}.`,
    '',
    '| round | call | server | throughput | median | p99 | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...ratios,
    '',
  ].join('\n');
  appendFileSync(path.join(REPO_ROOT, 'bench/results/auth-call.md'), section);
  console.log(ratios.join('\n'));
  await cached.app.close();
  await uncached.app.close();
  await database.close();
  process.exit(0);
}

/** The bare server: token verified with jose, the VAT query through pg (or the embedded database), JSON out. */
async function startBaseline(
  port: number,
  keys: JWK[],
  issuer: string,
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  databaseKind: string,
): Promise<string> {
  const keySet = createLocalJWKSet({ keys });
  const pool = databaseKind === 'postgres' ? new pg.Pool({ connectionString: database.url!, max: 10 }) : null;
  const vatRows = async () =>
    pool
      ? (await pool.query(VAT_SQL)).rows
      : ((await database.db.execute(sql.raw(VAT_SQL))) as { rows: unknown[] }).rows;
  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      response.end(json);
    };
    try {
      if (request.url === '/healthz') return send(200, { status: 'ok' });
      if (request.url !== '/api/freelancer/vat') return send(404, { status: 'error' });
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      await jwtVerify(token, keySet, { issuer, algorithms: ['RS256'] });
      const rows = (await vatRows()) as { id: number; name: string; basisPoints: number }[];
      return send(200, {
        status: 'success',
        data: rows.map((row) => ({ id: row.id, name: row.name, percentage: row.basisPoints / 100 })),
      });
    } catch {
      return send(401, { status: 'error' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
