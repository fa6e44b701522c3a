import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, waitSecondsAfter } from './brute-force.ts';
import {
  buildIdpTestApp,
  createTestClock,
  createTestConfig,
  insertTestUser,
  loginForm,
  postForm,
  TEST_PASSWORD,
} from './idp-test-kit.ts';
import { loadOrCreateSigningKeys, type SigningKeys } from './signing-keys.ts';

const INVALID_CREDENTIALS = { error: 'invalid_grant', error_description: 'Invalid user credentials' };
const WRONG_PASSWORD = 'Tr0ub4dor&3-but-wrong';

describe('waitSecondsAfter', () => {
  it('waits 30 s after 5 failures, doubling per failure up to 15 minutes', () => {
    const waits = [4, 5, 6, 7, 8, 9, 10, 11, 500].map((failures) => waitSecondsAfter(failures, ACCOUNT_POLICY));
    expect(waits).toEqual([0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(waitSecondsAfter(19, ADDRESS_POLICY)).toBe(0);
    expect(waitSecondsAfter(20, ADDRESS_POLICY)).toBe(30);
  });
});

describe('brute-force protection', () => {
  let database: Database;
  let keys: SigningKeys;
  let app: FastifyInstance;
  let logLines: string[];
  const clock = createTestClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    keys = await loadOrCreateSigningKeys(database.db);
    ({ app, logLines } = await buildIdpTestApp({ db: database.db, keys, now: clock.now }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const attempt = (email: string, password: string, address: string) =>
    postForm(app, 'freelancer', 'token', loginForm(email, password), address);

  it('makes an account wait after 5 failures, even for the right password, then lets it in and resets', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(user.email, WRONG_PASSWORD, '10.1.0.1')).statusCode).toBe(401);
    }
    const refused = await attempt(user.email, TEST_PASSWORD, '10.1.0.2');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_CREDENTIALS);

    clock.advanceSeconds(29);
    expect((await attempt(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(401);
    clock.advanceSeconds(2);
    expect((await attempt(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);

    // The success reset the count: four more failures do not make the account wait.
    for (let index = 0; index < 4; index += 1) await attempt(user.email, WRONG_PASSWORD, '10.1.0.3');
    expect((await attempt(user.email, TEST_PASSWORD, '10.1.0.3')).statusCode).toBe(200);
  });

  it('doubles the wait with each failure after a wait and does not count refused attempts', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 5; index += 1) await attempt(user.email, WRONG_PASSWORD, '10.2.0.1');
    for (let index = 0; index < 10; index += 1) await attempt(user.email, WRONG_PASSWORD, '10.2.0.1'); // not counted
    clock.advanceSeconds(31);
    await attempt(user.email, WRONG_PASSWORD, '10.2.0.1'); // sixth failure: 60 s
    clock.advanceSeconds(59);
    expect((await attempt(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(401);
    clock.advanceSeconds(2);
    expect((await attempt(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('caps the wait at 15 minutes, so an attacker cannot lock a user out for long', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let round = 0; round < 12; round += 1) {
      await attempt(user.email, WRONG_PASSWORD, `10.3.0.${round + 1}`);
      clock.advanceSeconds(15 * 60 + 1);
    }
    await attempt(user.email, WRONG_PASSWORD, '10.3.1.1');
    clock.advanceSeconds(15 * 60 + 1);
    expect((await attempt(user.email, TEST_PASSWORD, '10.3.1.2')).statusCode).toBe(200);
  });

  it('makes an address wait after 20 failures across accounts; other addresses are unaffected', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 20; index += 1) {
      await attempt(`sprayed-${index}@idp.test`, WRONG_PASSWORD, '10.4.0.1');
    }
    expect((await attempt(user.email, TEST_PASSWORD, '10.4.0.1')).json()).toEqual(INVALID_CREDENTIALS);
    expect((await attempt(user.email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('logs failures and waits with the address, never the password', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 6; index += 1) await attempt(user.email, WRONG_PASSWORD, '10.5.0.1');
    const lines = logLines.filter((line) => line.includes(user.email)).map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'idp_login_failed', address: '10.5.0.1', level: 40 }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ event: 'idp_login_blocked', address: '10.5.0.1' }));
    expect(lines).toContainEqual(expect.objectContaining({ event: 'idp_login_refused_waiting', address: '10.5.0.1' }));
    expect(logLines.join('\n')).not.toContain(WRONG_PASSWORD);
    expect(logLines.join('\n')).not.toContain(TEST_PASSWORD);
  });

  it('can be switched off (IDP_BRUTE_FORCE=off)', async () => {
    const { app: openApp } = await buildIdpTestApp({
      db: database.db,
      keys,
      now: clock.now,
      config: createTestConfig({ isBruteForceProtected: false }),
    });
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 6; index += 1) {
      await postForm(openApp, 'freelancer', 'token', loginForm(user.email, WRONG_PASSWORD), '10.6.0.1');
    }
    expect((await postForm(openApp, 'freelancer', 'token', loginForm(user.email), '10.6.0.1')).statusCode).toBe(200);
    await openApp.close();
  });

  it('rate-limits the token endpoint per address', async () => {
    const { app: limitedApp } = await buildIdpTestApp({
      db: database.db,
      keys,
      now: clock.now,
      tokenRequestsPerMinute: 3,
    });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await postForm(limitedApp, 'freelancer', 'token', { client_id: 'unknown' }, '10.7.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const otherAddress = await postForm(limitedApp, 'freelancer', 'token', { client_id: 'unknown' }, '10.7.0.2');
    expect(otherAddress.statusCode).toBe(401);
    await limitedApp.close();
  });
});
