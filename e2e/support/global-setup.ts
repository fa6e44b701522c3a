import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { createFileStorage } from '../../apps/server/src/platform/files.ts';
import { chromiumPath } from './chromium.ts';
import { startOutboxReader } from './outbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string | null;
    /** Test-only reader of the journey server's outbox (see outbox.ts). */
    outboxUrl: string;
  }
}

/**
 * Builds the web app when it is stale, then serves the real product (API, identity provider, web app) on a
 * fresh embedded database with the demo data, on a free local port, for every journey.
 */
export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  project.provide('chromium', chromium);
  if (!chromium) {
    project.provide('baseUrl', '');
    project.provide('outboxUrl', '');
    return;
  }
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/web/scripts/build-if-needed.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the web app failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'fm-e2e-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedDemo(database.db, createFileStorage(path.join(dataDir, 'files')));
  // Tokens name their issuer by the public URL, so the port is chosen before the app is built.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({}),
    logLevel: 'warn',
    port,
    host: '127.0.0.1',
    publicUrl,
    filesDir: path.join(dataDir, 'files'),
    // Every journey signs in from 127.0.0.1; the limits themselves are covered by the identity provider's tests.
    idpAddressFailureLimit: 10_000,
    passwordMailLimitPerEmail: 10_000,
    passwordLimitPerAddress: 10_000,
    // Journeys call the API as few users from one address; the limit has its own server test.
    apiRateLimit: 1_000_000,
  };
  const server = await buildApp({ config, database });
  await server.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', publicUrl);
  const outbox = await startOutboxReader(database.db);
  project.provide('outboxUrl', outbox.url);
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) throw new Error('web app missing');

  return async () => {
    outbox.server.close();
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
