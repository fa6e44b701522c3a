import { type AccessTokenClaims, accessTokenClaims } from '@fm/contract/endpoints/idp';
import { REALMS, type Realm } from '@fm/contract/enums';
import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AppConfig } from '../config/config.ts';
import { issuerFor, jwksUrlFor } from '../idp/idp-urls.ts';
import { createLiveKeySet } from '../idp/tokens.ts';
import { unauthenticated } from '../platform/app-error.ts';

export type TokenVerifier = (token: string, realm: Realm) => Promise<AccessTokenClaims>;

/**
 * Verifies access tokens against the JWKS of the realm named by X-Realm: the embedded provider's own public
 * key, or an external Keycloak's certs endpoint (IDP_URL). The issuer must be that realm's, so a token of
 * another realm is refused even though all realms share one key.
 */
export function createTokenVerifier(config: AppConfig, localKeys: JWK[] | (() => JWK[]) | null): TokenVerifier {
  const keySets = new Map<Realm, JWTVerifyGetKey>();
  // A function is read per token: the embedded provider's keys change when they are rotated.
  const localSet =
    typeof localKeys === 'function'
      ? createLiveKeySet(localKeys)
      : localKeys
        ? createLocalJWKSet({ keys: localKeys })
        : null;
  for (const realm of REALMS) {
    keySets.set(realm, localSet ?? createRemoteJWKSet(new URL(jwksUrlFor(config, realm))));
  }
  return async (token, realm) => {
    const keySet = keySets.get(realm);
    if (!keySet) throw unauthenticated('error.realmMismatch');
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer: issuerFor(config, realm), algorithms: ['RS256'] });
      if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new Error('not an access token');
      return accessTokenClaims.parse(payload);
    } catch (error) {
      const isWrongIssuer =
        (error as { code?: string }).code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' &&
        (error as { claim?: string }).claim === 'iss';
      throw unauthenticated(isWrongIssuer ? 'error.realmMismatch' : 'error.invalidToken');
    }
  };
}
