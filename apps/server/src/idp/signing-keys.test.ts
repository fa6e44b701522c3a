import { CompactSign, compactVerify, importJWK } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { idpSigningKeys } from '../db/schema/identity.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';

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
