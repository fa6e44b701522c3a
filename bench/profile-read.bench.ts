/**
 * Load benchmark of the path every page load takes: token check (JWT + session/user/group query) and the
 * agency profile read. Run: `npx tsx bench/profile-read.bench.ts [pglite|postgres]`; results are appended
 * to bench/results/profile-read.md. Traffic goes to 127.0.0.1 only, bounded in time.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { idpRealmPath } from '@fm/contract/endpoints/idp';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config/config.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo-seed.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const DURATION_SECONDS = 10;

async function main() {
  // A fresh database each run: in-memory PGlite, or a new PostgreSQL database (TEST_DATABASE_URL's server),
  // dropped again at the end.
  process.env.TEST_DB = kind;
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const port = 3999;
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    webDistDir: null,
  };
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });

  const tokenResponse = await fetch(`${config.publicUrl}${idpRealmPath('agency', 'token')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'marketplace-web',
      username: 'am@demo.test',
      password: 'demo1234!',
    }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };

  const result = await autocannon({
    url: `${config.publicUrl}/api/agency/profile`,
    connections: 20,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}`, 'x-realm': 'agency', 'accept-language': 'en' },
  });
  const line = `| ${new Date().toISOString().slice(0, 16)} | ${kind} | GET /api/agency/profile | 20 | ${result.requests.average.toFixed(0)} req/s | p50 ${result.latency.p50} ms | p99 ${result.latency.p99} ms | ${result.non2xx} non-2xx |\n`;
  appendFileSync(path.join(REPO_ROOT, 'bench/results/profile-read.md'), line);
  console.log(line);
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
