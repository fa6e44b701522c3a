import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { users } from '../../db/schema/identity.ts';
import { loadOrCreateSigningKeys } from '../../idp/signing-keys.ts';

let t: TestApp;
let nordlicht: { id: number };
let suedwind: { id: number };
let other: { id: number };
const password = FACTORY_PASSWORD;

beforeAll(async () => {
  t = await createTestApp();
  nordlicht = await createAgency(t.db, { name: 'Nordlicht Test', isProfileComplete: true });
  suedwind = await createAgency(t.db, { name: 'Südwind Test', isProfileComplete: false });
  other = await createAgency(t.db, { name: 'Other Test' });
  await createUser(t.db, { email: 'md@test.test', role: 'managing-director', agencyIds: [nordlicht.id, suedwind.id] });
  await createUser(t.db, {
    email: 'am@test.test',
    role: 'agency-manager',
    agencyIds: [nordlicht.id],
    firstName: 'Anna',
  });
  await createUser(t.db, { email: 'admin@test.test', role: 'admin' });
  await createUser(t.db, { email: 'cfo@test.test', role: 'finance-cfo' });
  await createFreelancer(t.db, { email: 'fl@test.test', firstName: 'Frieda' });
  await createFreelancer(t.db, { email: 'new@test.test', isComplete: false });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

describe('profile reads of every realm', () => {
  test('an agency user reads the only agency without choosing one', async () => {
    const headers = await t.signIn('am@test.test', 'agency', { password });
    const response = await get('/api/agency/profile', headers);
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({ id: nordlicht.id, name: 'Nordlicht Test', is_profile_complete: true });
    expect(data.user).toMatchObject({ email: 'am@test.test', first_name: 'Anna', role: 'agency-manager' });
    expect(data.memberships).toEqual([{ id: nordlicht.id, name: 'Nordlicht Test' }]);
  });

  test('a user of two agencies must choose one, then reads the chosen agency', async () => {
    const headers = await t.signIn('md@test.test', 'agency', { password });
    const unchosen = await get('/api/agency/profile', headers);
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json()).toMatchObject({ status: 'error', code: 'error.groupRequired' });
    const chosen = await get('/api/agency/profile', { ...headers, 'x-group': String(suedwind.id) });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ id: suedwind.id, is_profile_complete: false });
    expect(
      chosen
        .json()
        .data.memberships.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([nordlicht.id, suedwind.id].sort());
  });

  test('an agency the user does not belong to is refused', async () => {
    const headers = await t.signIn('md@test.test', 'agency', { password, group: other.id });
    const response = await get('/api/agency/profile', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('error.groupNotMember');
  });

  test('freelancer, admin and finance read their own profiles', async () => {
    const freelancer = await get('/api/freelancer/profile', await t.signIn('fl@test.test', 'freelancer', { password }));
    expect(freelancer.statusCode).toBe(200);
    expect(freelancer.json().data).toMatchObject({ first_name: 'Frieda', is_profile_complete: true });
    const newcomer = await get('/api/freelancer/profile', await t.signIn('new@test.test', 'freelancer', { password }));
    expect(newcomer.json().data.is_profile_complete).toBe(false);
    const admin = await get('/api/agency/admin/profile', await t.signIn('admin@test.test', 'admin', { password }));
    expect(admin.json().data).toMatchObject({ user: { role: 'admin' }, agency: null });
    const adminReadsAgency = await get(
      `/api/agency/admin/profile?agency_id=${nordlicht.id}`,
      await t.signIn('admin@test.test', 'admin', { password }),
    );
    expect(adminReadsAgency.json().data.agency).toMatchObject({ id: nordlicht.id, name: 'Nordlicht Test' });
    const finance = await get('/api/agency/finance/profile', await t.signIn('cfo@test.test', 'finance', { password }));
    expect(finance.json().data.user).toMatchObject({ email: 'cfo@test.test', role: 'finance-cfo' });
  });

  test('another realm’s profile call answers 403', async () => {
    const freelancer = await t.signIn('fl@test.test', 'freelancer', { password });
    expect((await get('/api/agency/profile', freelancer)).statusCode).toBe(403);
    const finance = await t.signIn('cfo@test.test', 'finance', { password });
    expect((await get('/api/agency/admin/profile', finance)).statusCode).toBe(403);
    const admin = await t.signIn('admin@test.test', 'admin', { password });
    const refused = await get('/api/agency/finance/profile', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sorry, you are not allowed to do this action');
  });
});

describe('token checks', () => {
  test('no token, a forged token, an expired token and a token of another realm are refused', async () => {
    expect((await get('/api/agency/finance/profile', { 'x-realm': 'finance' })).statusCode).toBe(401);

    const headers = await t.signIn('cfo@test.test', 'finance', { password });
    const realToken = headers.authorization!.slice('Bearer '.length);
    const claims = JSON.parse(Buffer.from(realToken.split('.')[1]!, 'base64url').toString());

    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const keys = await loadOrCreateSigningKeys(t.db);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: keys.kid }).sign(foreignKey);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .sign(keys.privateKey);
    for (const token of [forged, expired, `${realToken}x`]) {
      const response = await get('/api/agency/finance/profile', { ...headers, authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe('error');
    }
    const otherRealm = await get('/api/agency/admin/profile', { ...headers, 'x-realm': 'admin' });
    expect(otherRealm.statusCode).toBe(401);
    expect(otherRealm.json().code).toBe('error.realmMismatch');
  });

  test('a deactivated user loses access at once', async () => {
    const user = await createUser(t.db, { email: 'leaving@test.test', role: 'finance-user' });
    const headers = await t.signIn('leaving@test.test', 'finance', { password });
    expect((await get('/api/agency/finance/profile', headers)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await get('/api/agency/finance/profile', headers)).statusCode).toBe(401);
  });

  test('errors speak the caller’s language', async () => {
    const headers = await t.signIn('fl@test.test', 'freelancer', { password, language: 'de' });
    const response = await get('/api/agency/profile', headers);
    expect(response.json().message).toBe('Sie sind leider nicht berechtigt, diese Aktion auszuführen');
  });
});

describe('settings of every realm', () => {
  test.each([
    ['fl@test.test', 'freelancer', '/api/freelancer/settings', '/api/freelancer/profile'],
    ['am@test.test', 'agency', '/api/agency/settings', '/api/agency/profile'],
    ['admin@test.test', 'admin', '/api/agency/settings/admin', '/api/agency/admin/profile'],
    ['cfo@test.test', 'finance', '/api/agency/settings/finance', '/api/agency/finance/profile'],
  ] as const)('%s saves theme and language', async (email, realm, settingsUrl, profileUrl) => {
    const headers = await t.signIn(email, realm, { password });
    const saved = await put(settingsUrl, headers, { theme: 'dark', account_language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ theme: 'dark', account_language: 'de' });
    expect((await get(profileUrl, headers)).json().data.settings).toEqual({ theme: 'dark', account_language: 'de' });
  });

  test('bad settings get a clear message and change nothing', async () => {
    const headers = await t.signIn('cfo@test.test', 'finance', { password });
    await put('/api/agency/settings/finance', headers, { theme: 'light', account_language: 'en' });
    const response = await put('/api/agency/settings/finance', headers, { theme: 'purple' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'error.validation' });
    expect(Object.keys(response.json().errors)).toContain('theme');
    const empty = await put('/api/agency/settings/finance', headers, {});
    expect(empty.statusCode).toBe(400);
    expect((await get('/api/agency/finance/profile', headers)).json().data.settings).toEqual({
      theme: 'light',
      account_language: 'en',
    });
  });

  test('a freelancer cannot save agency settings', async () => {
    const headers = await t.signIn('fl@test.test', 'freelancer', { password });
    expect((await put('/api/agency/settings', headers, { theme: 'dark' })).statusCode).toBe(403);
  });
});
