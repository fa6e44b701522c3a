import { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import type { Realm, Role } from '@fm/contract/enums';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppConfig, loadConfig } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { agencies, agencyUsers, users } from '../db/schema/identity.ts';
import { idpPlugin } from './idp.plugin.ts';
import { hashPassword } from './password.ts';
import type { SigningKeys } from './signing-keys.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_CLIENT_ID = 'marketplace-web';

/** A clock the tests move forward (brute-force waits, token expiry). */
export function createTestClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    advanceSeconds: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    publicUrl: 'http://marketplace.test',
    idpUrl: null,
    idpClientId: TEST_CLIENT_ID,
    ...overrides,
  };
}

/** Fastify + formbody + the IdP under `/idp`, as the app registers it; log lines are kept for assertions. */
export async function buildIdpTestApp(input: {
  db: Db;
  keys: SigningKeys;
  now: () => Date;
  config?: AppConfig;
}): Promise<{ app: FastifyInstance; logLines: string[] }> {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(formbody);
  await app.register(idpPlugin, {
    prefix: '/idp',
    db: input.db,
    config: input.config ?? createTestConfig(),
    keys: input.keys,
    now: input.now,
  });
  await app.ready();
  return { app, logLines };
}

let sequence = 0;
export async function insertTestUser(
  db: Db,
  input: { realm: Realm; role: Role; email?: string; isActive?: boolean; firstName?: string; lastName?: string },
) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? `${input.role}-${sequence}-${Date.now()}@idp.test`,
      realm: input.realm,
      role: input.role,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `User ${sequence}`,
      isActive: input.isActive ?? true,
      passwordHash: await hashPassword(TEST_PASSWORD),
    })
    .returning();
  return user!;
}

export async function insertTestAgency(db: Db, memberIds: number[], isActive = true) {
  sequence += 1;
  const [agency] = await db
    .insert(agencies)
    .values({ name: `Agency ${sequence} ${Date.now()}`, isActive })
    .returning();
  if (memberIds.length > 0) {
    await db.insert(agencyUsers).values(memberIds.map((userId) => ({ agencyId: agency!.id, userId })));
  }
  return agency!;
}

/** Form-encoded POST to `/idp/realms/{realm}/protocol/openid-connect/{path}`. */
export function postForm(
  app: FastifyInstance,
  realm: string,
  path: string,
  form: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `/idp/realms/${realm}/protocol/openid-connect/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

export function loginForm(username: string, password = TEST_PASSWORD, extra: Record<string, string> = {}) {
  return { grant_type: 'password', client_id: TEST_CLIENT_ID, username, password, scope: 'openid', ...extra };
}
