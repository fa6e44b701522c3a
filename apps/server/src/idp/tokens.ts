import { createHash, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@fm/contract/constants';
import { TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import {
  compactVerify,
  createLocalJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { IdpUser } from './idp.repo.ts';
import type { IdpSession } from './sessions.ts';
import { SIGNING_ALGORITHM, type SigningKeys } from './signing-keys.ts';

export const TOKEN_SCOPE = 'openid email profile';
const SCOPE_WITHOUT_OPENID = 'email profile';

/** The scope a grant gets, as Keycloak answers: its default scopes, plus `openid` when asked for. */
export function grantedScope(requested: string | undefined): string {
  return requested?.split(/\s+/).includes('openid') ? TOKEN_SCOPE : SCOPE_WITHOUT_OPENID;
}
export const hasOpenIdScope = (scope: string) => scope.split(' ').includes('openid');
/** Roles Keycloak puts into every token of a default realm; kept so clients see Keycloak's shape. */
const KEYCLOAK_DEFAULT_REALM_ROLES = ['offline_access', 'uma_authorization'];
const KEYCLOAK_ACCOUNT_ROLES = ['manage-account', 'manage-account-links', 'view-profile'];

export type TokenType = 'Bearer' | 'Refresh' | 'ID';
export type IdpTokenPayload = JWTPayload & { typ?: string; sid?: string; azp?: string; preferred_username?: string };

type SignContext = { keys: SigningKeys; issuer: string; clientId: string; now: Date };

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function signToken(context: SignContext, claims: JWTPayload, expiresAt: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: context.keys.kid })
    .setIssuer(context.issuer)
    .setIssuedAt(epochSeconds(context.now))
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(context.keys.privateKey);
}

/** Seconds the access token lives: five minutes, never past the end of its session. */
export function accessTokenLifetime(session: IdpSession, now: Date): number {
  return Math.max(0, Math.min(ACCESS_TOKEN_TTL_SECONDS, epochSeconds(session.expiresAt) - epochSeconds(now)));
}

export function profileClaims(user: IdpUser, groups: string[]) {
  return {
    email_verified: true,
    name: `${user.firstName} ${user.lastName}`.trim(),
    preferred_username: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    groups,
  };
}

export function signAccessToken(
  context: SignContext,
  input: { user: IdpUser; groups: string[]; session: IdpSession; scope: string },
): Promise<string> {
  const claims = {
    aud: 'account',
    sub: String(input.user.id),
    typ: 'Bearer',
    azp: context.clientId,
    sid: input.session.id,
    acr: '1',
    realm_access: { roles: [TOKEN_ROLE_NAMES[input.user.role], ...KEYCLOAK_DEFAULT_REALM_ROLES] },
    resource_access: { account: { roles: KEYCLOAK_ACCOUNT_ROLES } },
    scope: input.scope,
    ...profileClaims(input.user, input.groups),
  };
  return signToken(context, claims, epochSeconds(context.now) + accessTokenLifetime(input.session, context.now));
}

/** OpenID Connect Core §3.1.3.6: the left half of the access token's SHA-256, base64url. */
function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

/** The ID token Keycloak issues beside the access token when the scope holds `openid` (audience: the client). */
export function signIdToken(
  context: SignContext,
  input: { user: IdpUser; groups: string[]; session: IdpSession; accessToken: string },
): Promise<string> {
  const claims = {
    aud: context.clientId,
    sub: String(input.user.id),
    typ: 'ID',
    azp: context.clientId,
    sid: input.session.id,
    auth_time: epochSeconds(input.session.createdAt),
    at_hash: accessTokenHash(input.accessToken),
    acr: '1',
    ...profileClaims(input.user, input.groups),
  };
  return signToken(context, claims, epochSeconds(context.now) + accessTokenLifetime(input.session, context.now));
}

/** The refresh token names the session and its current refresh id (`jti`); the session row decides validity. */
export function signRefreshToken(context: SignContext, session: IdpSession, scope: string): Promise<string> {
  return new SignJWT({
    aud: context.issuer,
    sub: String(session.userId),
    typ: 'Refresh',
    azp: context.clientId,
    sid: session.id,
    scope,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: context.keys.kid })
    .setIssuer(context.issuer)
    .setIssuedAt(epochSeconds(context.now))
    .setExpirationTime(epochSeconds(session.expiresAt))
    .setJti(session.refreshTokenId)
    .sign(context.keys.privateKey);
}

/** Verifies with every key that still verifies (after a rotation, the old key too), re-read as keys change. */
export function createVerificationKeySet(keys: Pick<SigningKeys, 'publicJwks'>): JWTVerifyGetKey {
  return createLiveKeySet(() => keys.publicJwks());
}

/** A local JWKS over a changing list of keys (rebuilt only when the key ids change). */
export function createLiveKeySet(readKeys: () => JWK[]): JWTVerifyGetKey {
  let cached: { kids: string; keySet: JWTVerifyGetKey } | null = null;
  return (header, token) => {
    const jwks = readKeys();
    const kids = jwks.map((jwk) => jwk.kid).join(' ');
    if (cached?.kids !== kids) cached = { kids, keySet: createLocalJWKSet({ keys: jwks }) };
    return cached.keySet(header, token);
  };
}

/**
 * The payload of a token this provider signed for the realm, unexpired at `now` and of one of the types;
 * null for anything else (bad signature, other key or realm, expired, malformed).
 */
export async function verifyIdpToken(
  token: string,
  options: { keySet: JWTVerifyGetKey; issuer: string; now: Date; types: readonly TokenType[] },
): Promise<IdpTokenPayload | null> {
  try {
    const { payload } = await jwtVerify<IdpTokenPayload>(token, options.keySet, {
      issuer: options.issuer,
      algorithms: [SIGNING_ALGORITHM],
      currentDate: options.now,
    });
    const isExpectedType = options.types.some((type) => type === payload.typ);
    const isComplete =
      typeof payload.sid === 'string' && typeof payload.jti === 'string' && typeof payload.sub === 'string';
    return isExpectedType && isComplete ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The payload of an ID token this provider signed for the issuer, expired or not: an end-session request may
 * carry an old `id_token_hint` (Keycloak accepts those too); null for anything else.
 */
export async function verifyIdTokenHint(
  token: string,
  options: { keySet: JWTVerifyGetKey; issuer: string },
): Promise<IdpTokenPayload | null> {
  try {
    const { payload } = await compactVerify(token, options.keySet, { algorithms: [SIGNING_ALGORITHM] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as IdpTokenPayload;
    const isOurs = claims.iss === options.issuer && claims.typ === 'ID';
    return isOurs && typeof claims.sid === 'string' && typeof claims.sub === 'string' ? claims : null;
  } catch {
    return null;
  }
}
