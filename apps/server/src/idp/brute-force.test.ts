import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { ACCOUNT_POLICY, waitSecondsAfter } from './brute-force.ts';
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
    const config = createTestConfig({ idpAddressFailureLimit: 20, idpSessionRefreshLimit: 3 });
    ({ app, logLines } = await buildIdpTestApp({ db: database.db, keys, now: clock.now, config }));
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

  it("answers 429 in Keycloak's shape once an address had 20 failures in 15 minutes; other addresses go on", async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    for (let index = 0; index < 20; index += 1) {
      expect((await attempt(`sprayed-${index}@idp.test`, WRONG_PASSWORD, '10.4.0.1')).statusCode).toBe(401);
    }
    const limited = await attempt(user.email, TEST_PASSWORD, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'slow_down', error_description: 'Too many requests, retry later' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(user.email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);

    clock.advanceSeconds(retryAfter);
    expect((await attempt(user.email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('limits refresh grants per session, not per address', async () => {
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    const signIn = async () => (await attempt(user.email, TEST_PASSWORD, '10.7.0.1')).json().refresh_token as string;
    const refresh = (token: string) =>
      postForm(
        app,
        'freelancer',
        'token',
        { grant_type: 'refresh_token', client_id: 'marketplace-web', refresh_token: token },
        '10.7.0.1',
      );
    let token = await signIn();
    for (let index = 0; index < 3; index += 1) {
      const response = await refresh(token);
      expect(response.statusCode, response.body).toBe(200);
      token = response.json().refresh_token;
    }
    const limited = await refresh(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'slow_down' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another session of the same address and user refreshes as before.
    expect((await refresh(await signIn())).statusCode).toBe(200);
    // The limited session's token is still its current one: after the minute it refreshes again.
    clock.advanceSeconds(Number(limited.headers['retry-after']));
    expect((await refresh(token)).statusCode).toBe(200);
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
});
