import { createServer } from 'node:net';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import {
  buildIdpTestApp,
  createTestConfig,
  insertTestUser,
  loginForm,
  postForm,
  TEST_CLIENT_ID,
  TEST_PASSWORD,
} from './idp-test-kit.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';

/** A free port on the loopback address, so the issuer URL (from PUBLIC_URL) is where the server listens. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The embedded provider against a stock OpenID Connect client library (openid-client), unchanged, over real
 * HTTP: discovery, password grant with an ID token, refresh, userinfo, revocation and end session; and the
 * Keycloak admin client's own sign-in.
 */
describe('a generic OpenID Connect client', () => {
  let database: Database;
  let app: FastifyInstance;
  let origin: string;
  let config: oidc.Configuration;
  let user: Awaited<ReturnType<typeof insertTestUser>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const keys = await loadOrCreateSigningKeys(database.db);
    const port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    ({ app } = await buildIdpTestApp({
      db: database.db,
      keys,
      now: () => new Date(),
      config: createTestConfig({ publicUrl: origin }),
    }));
    await app.listen({ port, host: '127.0.0.1' });
    user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer', firstName: 'Oda' });
    config = await oidc.discovery(new URL(`${origin}/idp/realms/freelancer`), TEST_CLIENT_ID, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signIn = () =>
    oidc.genericGrantRequest(config, 'password', { username: user.email, password: TEST_PASSWORD, scope: 'openid' });

  it('discovers the issuer with the fields OpenID Connect Discovery requires', () => {
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: `${origin}/idp/realms/freelancer`,
      token_endpoint: `${origin}/idp/realms/freelancer/protocol/openid-connect/token`,
      jwks_uri: `${origin}/idp/realms/freelancer/protocol/openid-connect/certs`,
      revocation_endpoint: `${origin}/idp/realms/freelancer/protocol/openid-connect/revoke`,
      end_session_endpoint: `${origin}/idp/realms/freelancer/protocol/openid-connect/logout`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(metadata.response_types_supported?.length).toBeGreaterThan(0);
  });

  it('signs in with the password grant, gets an ID token, refreshes and reads userinfo', async () => {
    const tokens = await signIn();
    const claims = tokens.claims();
    expect(claims).toMatchObject({ sub: String(user.id), aud: TEST_CLIENT_ID, given_name: 'Oda' });
    expect(tokens.scope).toBe('openid email profile');

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.id_token).toEqual(expect.any(String));
    expect(refreshed.claims()?.sub).toBe(String(user.id));
    const info = await oidc.fetchUserInfo(config, refreshed.access_token, String(user.id));
    expect(info).toMatchObject({ sub: String(user.id), email: user.email });
  });

  it('lets the Keycloak admin client sign in unchanged, as against a real Keycloak', async () => {
    const adminClient = new KcAdminClient({ baseUrl: `${origin}/idp`, realmName: 'freelancer' });
    await adminClient.auth({
      grantType: 'password',
      clientId: TEST_CLIENT_ID,
      username: user.email,
      password: TEST_PASSWORD,
    });
    expect(decodeJwt(adminClient.accessToken!)).toMatchObject({
      sub: String(user.id),
      azp: TEST_CLIENT_ID,
      iss: `${origin}/idp/realms/freelancer`,
    });
    expect(adminClient.refreshToken).toEqual(expect.any(String));
    await expect(
      adminClient.auth({ grantType: 'password', clientId: TEST_CLIENT_ID, username: user.email, password: 'wrong' }),
    ).rejects.toThrow();
  });

  it('gives no ID token without the openid scope, as Keycloak does', async () => {
    const response = await postForm(app, 'freelancer', 'token', loginForm(user.email, TEST_PASSWORD, { scope: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('id_token');
    expect(response.json().scope).toBe('email profile');
  });

  it('revokes a refresh token: its session ends and the token no longer refreshes', async () => {
    const tokens = await signIn();
    await oidc.tokenRevocation(config, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // RFC 7009: an unknown token gets the same answer.
    await expect(oidc.tokenRevocation(config, 'not-a-token')).resolves.toBeUndefined();
  });

  it('revokes an access token by ending its session', async () => {
    const tokens = await signIn();
    await oidc.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, oidc.skipSubjectCheck)).rejects.toThrow();
  });

  it('ends the session from the browser with id_token_hint and returns to the app with state', async () => {
    const tokens = await signIn();
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${origin}/login`,
      state: 'after-logout',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${origin}/login?state=after-logout`);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('redirects only to the app after logout, and needs a valid hint', async () => {
    const tokens = await signIn();
    const elsewhere = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://evil.example/login',
    });
    const refused = await fetch(elsewhere, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid_request', error_description: 'Invalid redirect uri' });
    // The refused request ended nothing.
    expect((await oidc.refreshTokenGrant(config, tokens.refresh_token!)).access_token).toEqual(expect.any(String));

    const forged = oidc.buildEndSessionUrl(config, { id_token_hint: `${tokens.id_token!}x` });
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400);
    const noRedirect = await fetch(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! }));
    expect(noRedirect.status).toBe(200);
    expect(await noRedirect.text()).toContain('signed out');
  });
});
