/** What several benchmarks share: the product on a database, demo sign-in, percentiles, the machine line. */
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Realm } from '@fm/contract/enums';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config/config.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo-seed.ts';
import { passwordGrantToken } from '../apps/server/test/password-grant.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';

/**
 * The product's server on 127.0.0.1:port (silent, without the web app) on a fresh database of `kind` with the
 * demo data (in-memory PGlite, or a new PostgreSQL database on TEST_DATABASE_URL's server, dropped again on
 * close). The per-user API limit is lifted: the simulated users share the few demo accounts.
 */
export async function serveDemo(kind: 'pglite' | 'postgres', port: number) {
  process.env.TEST_DB = kind;
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const url = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({}), logLevel: 'silent', port, publicUrl: url, webDistDir: null };
  const app = await buildApp({ config: { ...config, apiRateLimit: 1_000_000_000 }, database });
  await app.listen({ port, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, url, close };
}

/** A demo account's access token (every demo account's password is demo1234!). */
export function signIn(baseUrl: string, realm: Realm, email: string): Promise<string> {
  return passwordGrantToken(baseUrl, realm, email, 'demo1234!');
}

/** A demo account's API headers, signed in through the product's IdP. */
export async function signInHeaders(baseUrl: string, realm: Realm, email: string) {
  return authHeaders(await signIn(baseUrl, realm, email), realm);
}

export function authHeaders(token: string, realm: Realm): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-realm': realm, 'accept-language': 'en' };
}

/** The value below which `fraction` of the samples lie (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function machineLine(): string {
  const load = os.loadavg()[0]!.toFixed(1);
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at the start`;
}

export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Appends a section to bench/results/<file>. */
export function recordResult(file: string, section: string) {
  appendFileSync(path.join(REPO_ROOT, 'bench/results', file), section);
}

/** Runs a benchmark's main and ends the process: 0 when it finished, 1 with the error printed when it failed. */
export function runMain(main: () => Promise<unknown>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
