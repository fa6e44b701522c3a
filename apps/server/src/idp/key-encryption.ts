import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { JWK } from 'jose';

/** How a private key is stored when IDP_KEY_SECRET is set: AES-256-GCM under a key derived with scrypt. */
export type EncryptedJwk = { encryption: 'scrypt+A256GCM'; salt: string; iv: string; tag: string; data: string };

export const isEncryptedJwk = (value: unknown): value is EncryptedJwk =>
  typeof value === 'object' && value !== null && (value as { encryption?: unknown }).encryption === 'scrypt+A256GCM';

const deriveKey = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/** Encrypts the private JWK; the key id is authenticated too, so a row's key cannot be moved to another row. */
export function encryptJwk(jwk: JWK, secret: string, kid: string): EncryptedJwk {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  cipher.setAAD(Buffer.from(kid));
  const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return {
    encryption: 'scrypt+A256GCM',
    salt: salt.toString('base64url'),
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
}

/** The private JWK, or an error naming IDP_KEY_SECRET when the secret is missing or another one. */
export function decryptJwk(stored: EncryptedJwk, secret: string | null, kid: string): JWK {
  if (!secret) {
    throw new Error(`IDP_KEY_SECRET: the signing key ${kid} is stored encrypted; set the secret it was stored with`);
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deriveKey(secret, Buffer.from(stored.salt, 'base64url')),
      Buffer.from(stored.iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(kid));
    decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.data, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as JWK;
  } catch {
    throw new Error(`IDP_KEY_SECRET: does not decrypt the signing key ${kid} (another secret?)`);
  }
}
