import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { idpLoginFailures, users } from '../db/schema/identity.ts';
import { accountKey } from './brute-force.ts';
import {
  buildIdpTestApp,
  createTestClock,
  insertTestUser,
  loginForm,
  postForm,
  TEST_CLIENT_ID,
  TEST_PASSWORD,
} from './idp-test-kit.ts';
import { hashPassword } from './password.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';

const OFFICE_ADDRESS = '203.0.113.9';
const OFFICE_SIZE = 200;

/**
 * An agency office behind one NAT address, with the default limits (decision 018). The clock stands still, so
 * every request below falls into the same minute of every limiter, however long the machine takes.
 */
describe('an office behind one address', () => {
  let database: Database;
  let app: FastifyInstance;
  const clock = createTestClock();
  let emails: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const keys = await loadOrCreateSigningKeys(database.db);
    ({ app } = await buildIdpTestApp({ db: database.db, keys, now: clock.now }));
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const stamp = Date.now();
    emails = Array.from({ length: OFFICE_SIZE }, (_, index) => `office-${index}-${stamp}@idp.test`);
    await database.db.insert(users).values(
      emails.map((email, index) => ({
        email,
        realm: 'agency' as const,
        role: 'agency-manager' as const,
        firstName: 'Office',
        lastName: `Member ${index}`,
        passwordHash,
      })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signIn = (email: string, password = TEST_PASSWORD) =>
    postForm(app, 'agency', 'token', loginForm(email, password), OFFICE_ADDRESS);
  const refresh = (token: string) =>
    postForm(
      app,
      'agency',
      'token',
      { grant_type: 'refresh_token', client_id: TEST_CLIENT_ID, refresh_token: token },
      OFFICE_ADDRESS,
    );

  /** Runs `task` for every item, a few at a time (the password hash is deliberately slow). */
  async function inBatches<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let start = 0; start < items.length; start += 8) {
      results.push(...(await Promise.all(items.slice(start, start + 8).map(task))));
    }
    return results;
  }

  it('lets 200 people sign in and refresh within one minute', { timeout: 180_000 }, async () => {
    const signIns = await inBatches(emails, (email) => signIn(email));
    expect(signIns.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
    const refreshes = await inBatches(signIns, (response) => refresh(response.json().refresh_token));
    expect(refreshes.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
  });

  it('slows 30 wrong passwords for one account without slowing the others', async () => {
    const target = await insertTestUser(database.db, { realm: 'agency', role: 'agency-manager' });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1)
      statuses.push((await signIn(target.email, 'wrong-password')).statusCode);
    // Every answer is Keycloak's "Invalid user credentials": the account's wait is not revealed.
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await signIn(target.email)).statusCode).toBe(401);
    // Only the first five were checked and counted; the rest were refused during the wait.
    const [counter] = await database.db
      .select()
      .from(idpLoginFailures)
      .where(eq(idpLoginFailures.key, accountKey('agency', target.email)));
    expect(counter?.failures).toBe(5);

    const others = await inBatches(emails.slice(0, 16), (email) => signIn(email));
    expect(others.map((response) => response.statusCode)).toEqual(others.map(() => 200));

    clock.advanceSeconds(31);
    expect((await signIn(target.email)).statusCode).toBe(200);
  });
});
