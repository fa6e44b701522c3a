import type { Realm } from '@fm/contract/enums';
import type { JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { issuerFor } from './idp-urls.ts';
import type { SigningKeys } from './signing-keys.ts';
import { createVerificationKeySet } from './tokens.ts';

/** What every IdP operation needs; `now` is injectable so tests can move the clock. */
export type IdpContext = {
  db: Db;
  config: AppConfig;
  keys: SigningKeys;
  keySet: JWTVerifyGetKey;
  now: () => Date;
};

/** Structured logger (pino, through request.log); never given a password. */
export type IdpLogger = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

export function createIdpContext(input: {
  db: Db;
  config: AppConfig;
  keys: SigningKeys;
  now?: () => Date;
}): IdpContext {
  return { ...input, keySet: createVerificationKeySet(input.keys), now: input.now ?? (() => new Date()) };
}

export const issuerOf = (context: IdpContext, realm: Realm) => issuerFor(context.config, realm);
