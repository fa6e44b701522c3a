import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { idpRealmPath } from '@fm/contract/endpoints/idp';
import type { Realm } from '@fm/contract/enums';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_CLIENT_ID = 'marketplace-web';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Signs in through the embedded identity provider and returns the API headers of that user. */
  signIn: (
    email: string,
    realm: Realm,
    options?: { password?: string; group?: number; language?: 'en' | 'de' },
  ) => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

/**
 * A file's test app and the world `build` arranges in it: opened before the file's tests, closed after them.
 * `receive` hands both to the file's own variables.
 */
export function useTestApp<World>(build: (t: TestApp) => Promise<World>, receive: (t: TestApp, world: World) => void) {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp();
    receive(opened, await build(opened));
  });
  afterAll(() => opened?.close());
}

/** A file's database without the app (for tests of the schema and factories): opened before its tests, closed after. */
export function useTestDatabase(receive: (db: Db) => void) {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    receive(database.db);
  });
  afterAll(() => database?.close());
}

/**
 * The whole app on a fresh database, one per test file (tests arrange their own data with the factories).
 * `startAs`: on PGlite, a database taken with `Database.snapshot` for the app's own to start as.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { startAs }: { startAs?: ArrayBuffer } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ startAs });
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    webDistDir: null,
    // Every test calls from 127.0.0.1; the limits themselves have their own tests.
    passwordMailLimitPerEmail: 10_000,
    passwordLimitPerAddress: 10_000,
    // Test files call a lot as one user; the API limit has its own test.
    apiRateLimit: 1_000_000,
    // Tests change users and sessions in the database directly and expect the next call to see it; the cache
    // has its own tests.
    authCacheSeconds: 0,
    filesDir: mkdtempSync(path.join(tmpdir(), 'fm-files-')),
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await app.ready();

  const signIn: TestApp['signIn'] = async (email, realm, options = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: idpRealmPath(realm, 'token'),
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: TEST_CLIENT_ID,
        username: email,
        password: options.password ?? 'demo1234!',
        scope: 'openid',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    const { access_token: token } = response.json() as { access_token: string };
    return {
      authorization: `Bearer ${token}`,
      'x-realm': realm,
      'accept-language': options.language ?? 'en',
      'x-country-code': 'DE',
      ...(options.group ? { 'x-group': String(options.group) } : {}),
    };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
