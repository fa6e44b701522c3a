import { REFRESH_TOKEN_REMEMBER_SECONDS } from '@fm/contract/constants';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db, DbOrTx } from '../db/client.ts';
import { idpSigningKeys } from '../db/schema/identity.ts';
import { decryptJwk, encryptJwk, isEncryptedJwk } from './key-encryption.ts';

export const SIGNING_ALGORITHM = 'RS256';

/**
 * Rotation (decision 018): a new key is published in the JWKS this long before it signs, so every instance
 * (each re-reads the keys every minute) knows it before the first token it signs arrives.
 */
export const KEY_PUBLISH_SECONDS = 5 * 60;
/** A replaced key keeps verifying as long as the longest token it signed can live (a remember-me refresh token). */
export const KEY_RETIRE_SECONDS = REFRESH_TOKEN_REMEMBER_SECONDS;

/**
 * The provider's keys: `kid`, `privateKey` and `publicJwk` are the key that signs now; `publicJwks()` every key
 * that still verifies (the JWKS). `reload()` re-reads them, so a rotation reaches running instances.
 */
export type SigningKeys = {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
  publicJwks: () => JWK[];
  reload: () => Promise<void>;
};

type KeyOptions = { secret?: string | null; now?: () => Date };
type LoadedKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK; createdAt: Date };
type KeyRow = typeof idpSigningKeys.$inferSelect;

// Any constant identifies the lock; this one spells "idp keys".
const KEY_CREATION_LOCK = 0x1d9_6e75;

/** The key that signs at `now`: the newest one published long enough, else the oldest (the only one at first). */
export function chooseSigningKey<T extends { createdAt: Date }>(keys: T[], now: Date): T {
  const publishedBefore = now.getTime() - KEY_PUBLISH_SECONDS * 1000;
  const published = keys.filter((key) => key.createdAt.getTime() <= publishedBefore);
  return published.at(-1) ?? keys[0]!;
}

/** Keys still verifying at `now`: all but those whose successor has signed for longer than a token lives. */
export function verifyingKeys<T extends { createdAt: Date }>(keys: T[], now: Date): T[] {
  return keys.filter((_, index) => {
    const successor = keys[index + 1];
    if (!successor) return true;
    const successorSignsFrom = successor.createdAt.getTime() + KEY_PUBLISH_SECONDS * 1000;
    return now.getTime() < successorSignsFrom + KEY_RETIRE_SECONDS * 1000;
  });
}

async function createKeyRow(secret: string | null | undefined, createdAt: Date): Promise<KeyRow> {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: SIGNING_ALGORITHM };
  return {
    kid,
    privateJwk: secret ? encryptJwk(privateJwk, secret, kid) : privateJwk,
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    createdAt,
  };
}

/**
 * Reads every key, creating the first one, in one transaction under an advisory lock (instances starting
 * together create one key). With a secret, keys still stored in plain text are encrypted on the way.
 */
async function readKeyRows(db: Db, options: KeyOptions, now: Date): Promise<KeyRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const rows = await tx.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid));
    if (rows.length === 0) {
      const created = await createKeyRow(options.secret, now);
      await tx.insert(idpSigningKeys).values(created);
      return [created];
    }
    if (options.secret) await encryptPlainKeys(tx, rows, options.secret);
    return rows;
  });
}

async function encryptPlainKeys(tx: DbOrTx, rows: KeyRow[], secret: string): Promise<void> {
  for (const row of rows) {
    if (isEncryptedJwk(row.privateJwk)) continue;
    row.privateJwk = encryptJwk(row.privateJwk as JWK, secret, row.kid);
    await tx.update(idpSigningKeys).set({ privateJwk: row.privateJwk }).where(eq(idpSigningKeys.kid, row.kid));
  }
}

async function importKey(row: KeyRow, secret: string | null | undefined): Promise<LoadedKey> {
  const privateJwk = isEncryptedJwk(row.privateJwk)
    ? decryptJwk(row.privateJwk, secret ?? null, row.kid)
    : row.privateJwk;
  const privateKey = (await importJWK(privateJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK, createdAt: row.createdAt };
}

/**
 * The provider's RS256 keys, kept in idp_signing_keys so tokens survive restarts and every instance signs
 * with the same key; the private half encrypted with IDP_KEY_SECRET when it is set.
 */
export async function loadOrCreateSigningKeys(db: Db, options: KeyOptions = {}): Promise<SigningKeys> {
  const now = options.now ?? (() => new Date());
  let loaded: LoadedKey[] = [];
  const load = async () => {
    const rows = await readKeyRows(db, options, now());
    loaded = await Promise.all(rows.map((row) => importKey(row, options.secret)));
  };
  await load();
  const signer = () => chooseSigningKey(loaded, now());
  return {
    get kid() {
      return signer().kid;
    },
    get privateKey() {
      return signer().privateKey;
    },
    get publicJwk() {
      return signer().publicJwk;
    },
    publicJwks: () => verifyingKeys(loaded, now()).map((key) => key.publicJwk),
    reload: load,
  };
}

/**
 * Adds a new key (it signs after KEY_PUBLISH_SECONDS) and deletes keys that no longer verify anything:
 * `npx tsx apps/server/src/idp/rotate-signing-key.ts`.
 */
export async function rotateSigningKey(db: Db, options: KeyOptions = {}): Promise<{ kid: string; retired: string[] }> {
  const now = options.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const created = await createKeyRow(options.secret, now);
    await tx.insert(idpSigningKeys).values(created);
    const rows = await tx.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid));
    const kept = new Set(verifyingKeys(rows, now).map((row) => row.kid));
    const retired = rows.filter((row) => !kept.has(row.kid)).map((row) => row.kid);
    if (retired.length > 0) await tx.delete(idpSigningKeys).where(inArray(idpSigningKeys.kid, retired));
    return { kid: created.kid, retired };
  });
}
