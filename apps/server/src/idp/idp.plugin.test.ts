import { REFRESH_TOKEN_IDLE_SECONDS, REFRESH_TOKEN_REMEMBER_SECONDS } from '@fm/contract/constants';
import { accessTokenClaims, tokenOutput } from '@fm/contract/endpoints/idp';
import { TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { idpSessions, users } from '../db/schema/identity.ts';
import {
  buildIdpTestApp,
  createTestClock,
  insertTestAgency,
  insertTestUser,
  loginForm,
  postForm,
  TEST_CLIENT_ID,
} from './idp-test-kit.ts';
import { endUserSessions, isSessionActive } from './sessions.ts';
import { loadOrCreateSigningKeys, type SigningKeys } from './signing-keys.ts';

const ISSUER_BASE = 'http://marketplace.test/idp/realms';
const INVALID_CREDENTIALS = { error: 'invalid_grant', error_description: 'Invalid user credentials' };
const TOKEN_NOT_ACTIVE = { error: 'invalid_grant', error_description: 'Token is not active' };

let database: Database;
let keys: SigningKeys;
let app: FastifyInstance;
const clock = createTestClock();
let freelancer: Awaited<ReturnType<typeof insertTestUser>>;
let director: Awaited<ReturnType<typeof insertTestUser>>;
let admin: Awaited<ReturnType<typeof insertTestUser>>;
let financeUser: Awaited<ReturnType<typeof insertTestUser>>;
let inactive: Awaited<ReturnType<typeof insertTestUser>>;
let agencyIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  keys = await loadOrCreateSigningKeys(database.db);
  ({ app } = await buildIdpTestApp({ db: database.db, keys, now: clock.now }));
  freelancer = await insertTestUser(database.db, {
    realm: 'freelancer',
    role: 'freelancer',
    firstName: 'Fria',
    lastName: 'Lancer',
  });
  director = await insertTestUser(database.db, {
    realm: 'agency',
    role: 'managing-director',
    firstName: 'Mia',
    lastName: 'Director',
  });
  admin = await insertTestUser(database.db, { realm: 'admin', role: 'admin' });
  financeUser = await insertTestUser(database.db, { realm: 'finance', role: 'finance-user' });
  inactive = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer', isActive: false });
  const first = await insertTestAgency(database.db, [director.id]);
  const second = await insertTestAgency(database.db, [director.id]);
  await insertTestAgency(database.db, [director.id], false);
  agencyIds = [String(first.id), String(second.id)];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function login(realm: string, email: string, extra: Record<string, string> = {}) {
  const response = await postForm(app, realm, 'token', loginForm(email, undefined, extra));
  expect(response.statusCode, response.body).toBe(200);
  return tokenOutput.parse(response.json());
}

const refresh = (realm: string, refreshToken: string) =>
  postForm(app, realm, 'token', {
    grant_type: 'refresh_token',
    client_id: TEST_CLIENT_ID,
    refresh_token: refreshToken,
  });
const introspect = (realm: string, token: string) =>
  postForm(app, realm, 'token/introspect', { client_id: TEST_CLIENT_ID, token });

describe('discovery and keys', () => {
  it('publishes the discovery document of each realm', async () => {
    const response = await app.inject({ url: '/idp/realms/agency/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const issuer = `${ISSUER_BASE}/agency`;
    expect(response.json()).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      introspection_endpoint: `${issuer}/protocol/openid-connect/token/introspect`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      grant_types_supported: ['password', 'refresh_token'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('publishes the public key only', async () => {
    const { keys: published } = (await app.inject({ url: '/idp/realms/admin/protocol/openid-connect/certs' })).json();
    expect(published).toEqual([expect.objectContaining({ kid: keys.kid, kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(published[0]).not.toHaveProperty('d');
  });

  it('answers an unknown realm with 404 as Keycloak does', async () => {
    const response = await postForm(app, 'master', 'token', loginForm(freelancer.email));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Realm does not exist' });
    const discovery = await app.inject({ url: '/idp/realms/nope/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });
});

describe('password grant', () => {
  it.each([
    ['freelancer', () => freelancer, () => []],
    ['agency', () => director, () => agencyIds],
    ['admin', () => admin, () => []],
    ['finance', () => financeUser, () => []],
  ] as const)('issues Keycloak-shaped tokens in the %s realm', async (realm, getUser, getGroups) => {
    const user = getUser();
    const tokens = await login(realm, user.email.toUpperCase());
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: REFRESH_TOKEN_IDLE_SECONDS,
    });
    expect(tokens.scope).toBe('openid email profile');

    const jwks = (await app.inject({ url: `/idp/realms/${realm}/protocol/openid-connect/certs` })).json();
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), {
      issuer: `${ISSUER_BASE}/${realm}`,
      currentDate: clock.now(),
    });
    const claims = accessTokenClaims.parse(payload);
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: keys.kid });
    expect(claims).toMatchObject({
      sub: String(user.id),
      azp: TEST_CLIENT_ID,
      typ: 'Bearer',
      sid: tokens.session_state,
      email: user.email,
      preferred_username: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`,
      groups: getGroups(),
    });
    expect(claims.realm_access?.roles).toEqual([TOKEN_ROLE_NAMES[user.role], 'offline_access', 'uma_authorization']);
    expect(claims.exp - claims.iat).toBe(300);
    expect(Math.abs(claims.exp - clock.now().getTime() / 1000 - 300)).toBeLessThanOrEqual(1);
    expect(payload).toMatchObject({ email_verified: true, scope: 'openid email profile' });
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', sid: tokens.session_state });
  });

  it('records the login time and answers with no-store', async () => {
    const response = await postForm(app, 'admin', 'token', loginForm(admin.email));
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.lastLoginAt?.getTime()).toBe(clock.now().getTime());
  });

  it('gives one identical answer for a wrong password, an unknown user, another realm and an inactive user', async () => {
    const attempts = [
      loginForm(freelancer.email, 'wrong password'),
      loginForm('nobody@idp.test'),
      loginForm(director.email),
      loginForm(inactive.email),
    ];
    for (const [index, form] of attempts.entries()) {
      const response = await postForm(app, 'freelancer', 'token', form, `10.0.0.${index + 1}`);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(JSON.stringify(INVALID_CREDENTIALS));
    }
  });

  it('refuses an unknown client, a missing grant type and an unsupported one', async () => {
    const unknownClient = await postForm(app, 'freelancer', 'token', {
      ...loginForm(freelancer.email),
      client_id: 'evil',
    });
    expect(unknownClient.statusCode).toBe(401);
    expect(unknownClient.json()).toMatchObject({ error: 'invalid_client' });
    const missing = await postForm(app, 'freelancer', 'token', { client_id: TEST_CLIENT_ID });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const unsupported = await postForm(app, 'freelancer', 'token', {
      client_id: TEST_CLIENT_ID,
      grant_type: 'client_credentials',
    });
    expect(unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('gives a 90-day refresh token with remember_me', async () => {
    const tokens = await login('freelancer', freelancer.email, { remember_me: 'true' });
    expect(tokens.refresh_expires_in).toBe(REFRESH_TOKEN_REMEMBER_SECONDS);
    const refreshed = await refresh('freelancer', tokens.refresh_token);
    expect(refreshed.json().refresh_expires_in).toBe(REFRESH_TOKEN_REMEMBER_SECONDS);
  });
});

describe('refresh and sessions', () => {
  it('rotates the refresh token and ends the session when an old one is reused', async () => {
    const first = await login('agency', director.email);
    const secondResponse = await refresh('agency', first.refresh_token);
    expect(secondResponse.statusCode).toBe(200);
    const second = tokenOutput.parse(secondResponse.json());
    expect(second.session_state).toBe(first.session_state);
    expect(decodeJwt(second.access_token).groups).toEqual(agencyIds);

    const third = tokenOutput.parse((await refresh('agency', second.refresh_token)).json());
    const reused = await refresh('agency', first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(TOKEN_NOT_ACTIVE);
    expect((await refresh('agency', third.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);

    const [session] = await database.db.select().from(idpSessions).where(eq(idpSessions.id, first.session_state));
    expect(session).toMatchObject({ endReason: 'refresh_token_reuse' });
    expect(await isSessionActive(database.db, first.session_state)).toBe(false);
  });

  it('refuses a refresh token in another realm, an expired one and garbage', async () => {
    const tokens = await login('freelancer', freelancer.email);
    expect((await refresh('agency', tokens.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);
    expect((await refresh('freelancer', 'not-a-jwt')).json()).toEqual(TOKEN_NOT_ACTIVE);
    clock.advanceSeconds(REFRESH_TOKEN_IDLE_SECONDS + 1);
    expect((await refresh('freelancer', tokens.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);
  });

  it('logout ends the session server-side', async () => {
    const tokens = await login('freelancer', freelancer.email);
    expect((await introspect('freelancer', tokens.access_token)).json()).toMatchObject({ active: true });
    const logout = await postForm(app, 'freelancer', 'logout', {
      client_id: TEST_CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh('freelancer', tokens.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);
    expect((await introspect('freelancer', tokens.access_token)).json()).toEqual({ active: false });
    expect(await isSessionActive(database.db, tokens.session_state, clock.now())).toBe(false);
    const userinfo = await app.inject({
      url: '/idp/realms/freelancer/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
  });

  it('endUserSessions ends every session of the user at once', async () => {
    const user = await insertTestUser(database.db, { realm: 'admin', role: 'admin' });
    const phone = await login('admin', user.email);
    const laptop = await login('admin', user.email);
    const other = await login('finance', financeUser.email);
    expect(await endUserSessions(database.db, user.id, 'password_change', clock.now())).toBe(2);
    for (const tokens of [phone, laptop]) {
      expect(await isSessionActive(database.db, tokens.session_state, clock.now())).toBe(false);
      expect((await refresh('admin', tokens.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);
    }
    expect(await isSessionActive(database.db, other.session_state, clock.now())).toBe(true);
  });

  it('a deactivated user loses every session and cannot refresh', async () => {
    const user = await insertTestUser(database.db, { realm: 'agency', role: 'agency-manager' });
    const tokens = await login('agency', user.email);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await isSessionActive(database.db, tokens.session_state, clock.now())).toBe(false);
    expect((await refresh('agency', tokens.refresh_token)).json()).toEqual(TOKEN_NOT_ACTIVE);
  });
});

describe('introspection and userinfo', () => {
  it('describes an active access token with its claims', async () => {
    const tokens = await login('agency', director.email);
    const body = (await introspect('agency', tokens.access_token)).json();
    expect(body).toMatchObject({
      active: true,
      sub: String(director.id),
      client_id: TEST_CLIENT_ID,
      username: director.email,
      token_type: 'Bearer',
      groups: agencyIds,
    });
    const refreshBody = (await introspect('agency', tokens.refresh_token)).json();
    expect(refreshBody).toMatchObject({ active: true, token_type: 'Refresh' });
  });

  it('rejects a forged token, an expired one, one of another realm and an unknown client', async () => {
    const tokens = await login('freelancer', freelancer.email);
    const forger = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...decodeJwt(tokens.access_token) })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .sign(forger.privateKey);
    expect((await introspect('freelancer', forged)).json()).toEqual({ active: false });
    expect((await introspect('agency', tokens.access_token)).json()).toEqual({ active: false });
    const unknownClient = await postForm(app, 'freelancer', 'token/introspect', {
      client_id: 'x',
      token: tokens.access_token,
    });
    expect(unknownClient.statusCode).toBe(401);
    clock.advanceSeconds(301);
    expect((await introspect('freelancer', tokens.access_token)).json()).toEqual({ active: false });
    expect(await exportJWK(forger.publicKey)).not.toEqual(keys.publicJwk);
  });

  it('answers userinfo from the database for a valid access token only', async () => {
    const tokens = await login('agency', director.email);
    const response = await app.inject({
      url: '/idp/realms/agency/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.json()).toEqual({
      sub: String(director.id),
      email: director.email,
      email_verified: true,
      preferred_username: director.email,
      given_name: 'Mia',
      family_name: 'Director',
      name: 'Mia Director',
      groups: agencyIds,
    });
    const withRefreshToken = await app.inject({
      url: '/idp/realms/agency/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(withRefreshToken.statusCode).toBe(401);
    expect(withRefreshToken.headers['www-authenticate']).toContain('invalid_token');
    const anonymous = await app.inject({ url: '/idp/realms/agency/protocol/openid-connect/userinfo' });
    expect(anonymous.statusCode).toBe(401);
  });
});
