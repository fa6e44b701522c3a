/**
 * Load benchmark of the path every page load takes: token check (JWT + session/user/group query) and the
 * agency profile read. Run: `npx tsx bench/profile-read.bench.ts [pglite|postgres]`; results are appended
 * to bench/results/profile-read.md. Traffic goes to 127.0.0.1 only, bounded in time.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../apps/server/src/config/config.ts';
import { serveDemo, signInHeaders } from './support.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const DURATION_SECONDS = 10;

async function main() {
  // A fresh database each run; the per-user API limit would answer most of this single user's requests with 429.
  const { url, close } = await serveDemo(kind, 3999);
  const headers = await signInHeaders(url, 'agency', 'am@demo.test');

  const result = await autocannon({
    url: `${url}/api/agency/profile`,
    connections: 20,
    duration: DURATION_SECONDS,
    headers,
  });
  const line = `| ${new Date().toISOString().slice(0, 16)} | ${kind} | GET /api/agency/profile | 20 | ${result.requests.average.toFixed(0)} req/s | p50 ${result.latency.p50} ms | p99 ${result.latency.p99} ms | ${result.non2xx} non-2xx |\n`;
  appendFileSync(path.join(REPO_ROOT, 'bench/results/profile-read.md'), line);
  console.log(line);
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
