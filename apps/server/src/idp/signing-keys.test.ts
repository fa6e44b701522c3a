import { CompactSign, compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { idpSigningKeys } from '../db/schema/identity.ts';
import {
  buildIdpTestApp,
  createTestClock,
  insertTestUser,
  loginForm,
  postForm,
  TEST_CLIENT_ID,
} from './idp-test-kit.ts';
import { KEY_PUBLISH_SECONDS, KEY_RETIRE_SECONDS, loadOrCreateSigningKeys, rotateSigningKey } from './signing-keys.ts';

const SECRET = 'a-long-secret-from-the-environment';

describe('signing keys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates one key, also when instances start together, and reuses it later', async () => {
    const [first, second] = await Promise.all([
      loadOrCreateSigningKeys(database.db),
      loadOrCreateSigningKeys(database.db),
    ]);
    const later = await loadOrCreateSigningKeys(database.db);
    expect(second.kid).toBe(first.kid);
    expect(later.kid).toBe(first.kid);
    expect(later.publicJwk).toEqual(first.publicJwk);
    expect(await database.db.select().from(idpSigningKeys)).toHaveLength(1);
    expect(first.publicJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: first.kid });
    expect(first.publicJwk).not.toHaveProperty('d');

    // The reloaded private key signs what the stored public key verifies.
    const signature = await new CompactSign(new TextEncoder().encode('hello'))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(later.privateKey);
    const { payload } = await compactVerify(signature, await importJWK(first.publicJwk, 'RS256'));
    expect(new TextDecoder().decode(payload)).toBe('hello');
  });

  it('stores the private key encrypted once a secret is set, and needs that secret to start', async () => {
    const plain = await loadOrCreateSigningKeys(database.db);
    const encrypted = await loadOrCreateSigningKeys(database.db, { secret: SECRET });
    expect(encrypted.kid).toBe(plain.kid);
    const [row] = await database.db.select().from(idpSigningKeys);
    expect(row!.privateJwk).toMatchObject({ encryption: 'scrypt+A256GCM' });
    expect(JSON.stringify(row!.privateJwk)).not.toContain('"d"');

    await expect(loadOrCreateSigningKeys(database.db)).rejects.toThrow(/^IDP_KEY_SECRET: .*stored encrypted/);
    await expect(loadOrCreateSigningKeys(database.db, { secret: `${SECRET}-other` })).rejects.toThrow(
      /^IDP_KEY_SECRET: does not decrypt/,
    );
    const again = await loadOrCreateSigningKeys(database.db, { secret: SECRET });
    const signature = await new CompactSign(new TextEncoder().encode('still mine'))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(again.privateKey);
    await expect(compactVerify(signature, await importJWK(plain.publicJwk, 'RS256'))).resolves.toBeDefined();
  });
});

describe('key rotation through the provider', () => {
  let database: Database;
  const clock = createTestClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('publishes a new key, signs with it later, and verifies the old one until its tokens end', async () => {
    const keys = await loadOrCreateSigningKeys(database.db, { secret: SECRET, now: clock.now });
    const { app } = await buildIdpTestApp({ db: database.db, keys, now: clock.now });
    const user = await insertTestUser(database.db, { realm: 'freelancer', role: 'freelancer' });
    const kidOf = (token: string) => decodeProtectedHeader(token).kid;
    const publishedKids = async () =>
      (await app.inject({ url: '/idp/realms/freelancer/protocol/openid-connect/certs' }))
        .json()
        .keys.map((key: { kid: string }) => key.kid);
    const oldKid = keys.kid;
    const before = (
      await postForm(app, 'freelancer', 'token', loginForm(user.email, undefined, { remember_me: 'true' }))
    ).json();
    expect(kidOf(before.access_token)).toBe(oldKid);

    clock.advanceSeconds(60);
    const { kid: newKid } = await rotateSigningKey(database.db, { secret: SECRET, now: clock.now });
    await keys.reload();
    expect(await publishedKids()).toEqual([oldKid, newKid]);
    // Published, not yet signing: instances that have not re-read the keys still verify every new token.
    const during = (await postForm(app, 'freelancer', 'token', loginForm(user.email))).json();
    expect(kidOf(during.access_token)).toBe(oldKid);

    clock.advanceSeconds(KEY_PUBLISH_SECONDS + 1);
    const refreshed = await postForm(app, 'freelancer', 'token', {
      grant_type: 'refresh_token',
      client_id: TEST_CLIENT_ID,
      refresh_token: before.refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(kidOf(refreshed.json().access_token)).toBe(newKid);
    expect(await publishedKids()).toEqual([oldKid, newKid]);

    // When the longest token the old key signed has ended, the old key leaves the JWKS and the next rotation drops it.
    clock.advanceSeconds(KEY_RETIRE_SECONDS);
    expect(await publishedKids()).toEqual([newKid]);
    const { retired } = await rotateSigningKey(database.db, { secret: SECRET, now: clock.now });
    expect(retired).toEqual([oldKid]);
    await app.close();
  });
});
