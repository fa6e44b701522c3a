import type { Realm } from '@fm/contract/enums';
import { findActiveAgencyIds, findUserById } from './idp.repo.ts';
import type { IdpContext, IdpLogger } from './idp-context.ts';
import { issuerOf } from './idp-context.ts';
import { invalidBearerToken, invalidRefreshToken } from './idp-errors.ts';
import { endSession, findSession, isSessionActive } from './sessions.ts';
import { type IdpTokenPayload, profileClaims, type TokenType, verifyIdpToken } from './tokens.ts';

async function verifyForRealm(context: IdpContext, realm: Realm, token: string, types: readonly TokenType[]) {
  return verifyIdpToken(token, { keySet: context.keySet, issuer: issuerOf(context, realm), now: context.now(), types });
}

/** A token is active while its signature, lifetime and session hold; a refresh token also must be the current one. */
async function isTokenActive(context: IdpContext, payload: IdpTokenPayload): Promise<boolean> {
  if (!(await isSessionActive(context.db, payload.sid!, context.now()))) return false;
  if (payload.typ !== 'Refresh') return true;
  const session = await findSession(context.db, payload.sid!);
  return session?.refreshTokenId === payload.jti;
}

/** RFC 7662 introspection in Keycloak's shape: `{active:false}` or the claims plus client_id, username, token_type. */
export async function introspectToken(context: IdpContext, realm: Realm, token: string) {
  const payload = await verifyForRealm(context, realm, token, ['Bearer', 'Refresh']);
  if (!payload || !(await isTokenActive(context, payload))) return { active: false as const };
  return {
    ...payload,
    client_id: payload.azp,
    ...(payload.preferred_username ? { username: payload.preferred_username } : {}),
    token_type: payload.typ,
    active: true as const,
  };
}

/** OpenID Connect userinfo, read fresh from the database (names and groups may have changed since login). */
export async function readUserInfo(context: IdpContext, realm: Realm, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token ? await verifyForRealm(context, realm, token, ['Bearer']) : null;
  if (!payload || !(await isSessionActive(context.db, payload.sid!, context.now()))) throw invalidBearerToken();
  const user = await findUserById(context.db, Number(payload.sub));
  if (!user) throw invalidBearerToken();
  return { sub: String(user.id), ...profileClaims(user, await findActiveAgencyIds(context.db, user.id)) };
}

/** Ends the refresh token's session server-side; ending an already ended session is a no-op. */
export async function logoutSession(
  context: IdpContext,
  input: { realm: Realm; clientId: string; refreshToken: string; log: IdpLogger },
): Promise<void> {
  const payload = await verifyForRealm(context, input.realm, input.refreshToken, ['Refresh']);
  if (!payload || payload.azp !== input.clientId) throw invalidRefreshToken();
  await endSession(context.db, payload.sid!, 'logout', context.now());
  input.log.info({ realm: input.realm, sid: payload.sid, userId: payload.sub, event: 'idp_logout' }, 'logout');
}
