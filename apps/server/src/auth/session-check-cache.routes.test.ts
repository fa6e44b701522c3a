import { setTimeout as sleep } from 'node:timers/promises';
import { idpRealmPath } from '@fm/contract/endpoints/idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, TEST_CLIENT_ID, type TestApp } from '../../test/test-app.ts';
import { createUser, FACTORY_PASSWORD } from '../db/factories/user.ts';
import { users } from '../db/schema/identity.ts';
import { arrangeOrganisation } from '../modules/agencies/organisation.fixtures.ts';

/** The session check reused for AUTH_CACHE_SECONDS (5 s here, the default): what must still end access at once. */
let t: TestApp;
let org: Awaited<ReturnType<typeof arrangeOrganisation>>;

beforeAll(async () => {
  t = await createTestApp({ authCacheSeconds: 5 });
  org = await arrangeOrganisation(t, 'scc');
});
afterAll(() => t.close());

type Tokens = { access_token: string; refresh_token: string; id_token: string };

async function signIn(email: string, realm: 'agency' | 'freelancer'): Promise<Tokens> {
  const response = await t.app.inject({
    method: 'POST',
    url: idpRealmPath(realm, 'token'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: TEST_CLIENT_ID,
      username: email,
      password: FACTORY_PASSWORD,
      scope: 'openid',
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const vat = (tokens: Tokens, realm: 'agency' | 'freelancer') =>
  t.app.inject({
    url: '/api/freelancer/vat',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'x-realm': realm, 'accept-language': 'en' },
  });

describe('the cached session check', () => {
  test('logout (POST with the refresh token) ends access with the next call', async () => {
    const tokens = await signIn(org.people.freelancer.email, 'freelancer');
    expect((await vat(tokens, 'freelancer')).statusCode).toBe(200);
    expect((await vat(tokens, 'freelancer')).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: idpRealmPath('freelancer', 'logout'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: TEST_CLIENT_ID, refresh_token: tokens.refresh_token }).toString(),
    });
    expect(logout.statusCode).toBe(204);
    const after = await vat(tokens, 'freelancer');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('error.invalidToken');
  });

  test('the browser logout (GET with id_token_hint) ends access with the next call', async () => {
    const tokens = await signIn(org.people.freelancer.email, 'freelancer');
    expect((await vat(tokens, 'freelancer')).statusCode).toBe(200);
    const logout = await t.app.inject({
      url: `${idpRealmPath('freelancer', 'logout')}?id_token_hint=${tokens.id_token}`,
    });
    expect(logout.statusCode).toBe(200);
    expect((await vat(tokens, 'freelancer')).statusCode).toBe(401);
  });

  test('a deactivated agency user loses access with the next call', async () => {
    const leaving = await createUser(t.db, {
      email: 'scc-leaving@test.test',
      role: 'agency-manager',
      agencyIds: [org.own.id],
    });
    const tokens = await signIn(leaving.email, 'agency');
    expect((await vat(tokens, 'agency')).statusCode).toBe(200);
    const deactivated = await t.app.inject({
      method: 'POST',
      url: '/api/agency/users/replace',
      headers: await org.as('md'),
      payload: { user_id: leaving.id, replacement_id: org.people.am.id, type: 'DEACTIVATION' },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await vat(tokens, 'agency')).statusCode).toBe(401);
  });
});

describe('a change made outside this instance', () => {
  test('is seen once the window has passed, not before', async () => {
    const windowed = await createTestApp({ authCacheSeconds: 2 });
    try {
      const user = await createUser(windowed.db, { email: 'scc-elsewhere@test.test', role: 'finance-user' });
      const headers = await windowed.signIn(user.email, 'finance', { password: FACTORY_PASSWORD });
      const call = () => windowed.app.inject({ url: '/api/freelancer/vat', headers });
      expect((await call()).statusCode).toBe(200);
      // Another instance (or an operator in the database) deactivates the user: this instance has checked the
      // token a moment ago and reuses that check for the rest of the window.
      await windowed.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await call()).statusCode).toBe(200);
      await sleep(2_100);
      expect((await call()).statusCode).toBe(401);
    } finally {
      await windowed.close();
    }
  });

  test('is not seen sooner after a read sent as a POST (the admin user list), which changes nothing', async () => {
    const windowed = await createTestApp({ authCacheSeconds: 30 });
    try {
      const user = await createUser(windowed.db, { email: 'scc-read@test.test', role: 'finance-user' });
      const admin = await createUser(windowed.db, { email: 'scc-admin@test.test', role: 'admin' });
      const headers = await windowed.signIn(user.email, 'finance', { password: FACTORY_PASSWORD });
      const adminHeaders = await windowed.signIn(admin.email, 'admin', { password: FACTORY_PASSWORD });
      const call = () => windowed.app.inject({ url: '/api/freelancer/vat', headers });
      expect((await call()).statusCode).toBe(200);
      await windowed.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      const list = await windowed.app.inject({
        method: 'POST',
        url: '/api/agency/admin/user-list',
        headers: { ...adminHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'keyword=scc-read',
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.data.map((item: { email: string }) => item.email)).toEqual([user.email]);
      expect((await call()).statusCode).toBe(200);
      // A change answered by this instance does end it at once.
      const change = await windowed.app.inject({
        method: 'PUT',
        url: '/api/agency/settings/admin',
        headers: adminHeaders,
        payload: { theme: 'dark' },
      });
      expect(change.statusCode, change.body).toBe(200);
      expect((await call()).statusCode).toBe(401);
    } finally {
      await windowed.close();
    }
  });
});
