import { asc, sql } from 'drizzle-orm';
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { idpSigningKeys } from '../db/schema/identity.ts';

export const SIGNING_ALGORITHM = 'RS256';

export type SigningKeys = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

// Any constant identifies the lock; this one spells "idp keys".
const KEY_CREATION_LOCK = 0x1d9_6e75;

/**
 * The provider's RS256 key pair: created on the first start and kept in idp_signing_keys, so tokens survive
 * restarts and every instance signs with the same key. Instances starting together serialise on a
 * transaction-scoped advisory lock (a random kid gives `on conflict` nothing to conflict on), and all use the
 * oldest key.
 */
export async function loadOrCreateSigningKeys(db: Db): Promise<SigningKeys> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const [existing] = await tx
      .select()
      .from(idpSigningKeys)
      .orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid))
      .limit(1);
    if (existing) return existing;
    const created = await createKeyRow();
    await tx.insert(idpSigningKeys).values(created).onConflictDoNothing();
    return created;
  });
  const privateJwk = row.privateJwk as JWK;
  const privateKey = (await importJWK(privateJwk, SIGNING_ALGORITHM)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK };
}

async function createKeyRow() {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(pair.privateKey);
  return {
    kid,
    privateJwk: { ...privateJwk, kid, alg: SIGNING_ALGORITHM },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}
