import { randomUUID } from 'node:crypto';
import type { TokenOutput } from '@fm/contract/endpoints/idp';
import type { Realm } from '@fm/contract/enums';
import { countInWindow } from '../platform/rate-window.ts';
import {
  ACCOUNT_POLICY,
  accountKey,
  addressFailureLimit,
  addressKey,
  findBlock,
  recordFailure,
  resetFailures,
  sessionRefreshKey,
  sessionRefreshLimit,
} from './brute-force.ts';
import { findActiveAgencyIds, findUserByLogin, type IdpUser, markLoggedIn } from './idp.repo.ts';
import type { IdpContext, IdpLogger } from './idp-context.ts';
import { issuerOf } from './idp-context.ts';
import { invalidUserCredentials, refreshTokenNotActive, tooManyRequests } from './idp-errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, type IdpSession, rotateSession } from './sessions.ts';
import {
  accessTokenLifetime,
  epochSeconds,
  grantedScope,
  hasOpenIdScope,
  signAccessToken,
  signIdToken,
  signRefreshToken,
  verifyIdpToken,
} from './tokens.ts';

type GrantRequest = { realm: Realm; clientId: string; address: string; log: IdpLogger };

let dummyHash: Promise<string> | undefined;
/** Unknown users are checked against a throw-away hash so that they take as long as wrong passwords. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

export async function grantPassword(
  context: IdpContext,
  input: GrantRequest & { username: string; password: string; isRememberMe: boolean; scope?: string },
): Promise<TokenOutput> {
  const { db, config } = context;
  const now = context.now();
  const account = accountKey(input.realm, input.username);
  const address = addressKey(input.address);
  const logDetails = { realm: input.realm, username: input.username, address: input.address };

  if (config.isBruteForceProtected) {
    const block = await findBlock(db, [account, address], now);
    if (block) {
      input.log.warn(
        { ...logDetails, event: 'idp_login_refused_waiting', ...block },
        'login refused: waiting after failures',
      );
      // The address's limit may say so (it tells nothing about an account); an account's wait may not.
      if (block.key === address) throw tooManyRequests(secondsUntil(block.blockedUntil, now));
      throw invalidUserCredentials();
    }
  }

  const user = await findUserByLogin(db, input.realm, input.username);
  const isPasswordValid = await verifyPassword(user?.passwordHash ?? (await hashForUnknownUser()), input.password);
  if (!user?.passwordHash || !isPasswordValid || !user.isActive) {
    const reason = !user ? 'unknown_user' : !isPasswordValid || !user.passwordHash ? 'wrong_password' : 'inactive_user';
    input.log.warn({ ...logDetails, event: 'idp_login_failed', reason }, 'login failed');
    if (config.isBruteForceProtected) await countFailure(context, [account, address], now, logDetails, input.log);
    throw invalidUserCredentials();
  }

  if (config.isBruteForceProtected) await resetFailures(db, account);
  const session = await createSession(db, {
    userId: user.id,
    realm: input.realm,
    clientId: input.clientId,
    isRememberMe: input.isRememberMe,
    now,
  });
  await markLoggedIn(db, user.id, now);
  input.log.info({ realm: input.realm, userId: user.id, sid: session.id, event: 'idp_login' }, 'login succeeded');
  const scope = grantedScope(input.scope);
  return issueTokens(context, { realm: input.realm, clientId: input.clientId, user, session, now, scope });
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

async function countFailure(
  context: IdpContext,
  [account, address]: [string, string],
  now: Date,
  logDetails: object,
  log: IdpLogger,
): Promise<void> {
  const accountState = await recordFailure(context.db, account, ACCOUNT_POLICY, now);
  if (accountState.blockedUntil) {
    log.warn(
      { ...logDetails, event: 'idp_login_blocked', key: account, ...accountState },
      'too many failed logins: waiting',
    );
  }
  const limit = addressFailureLimit(context.config.idpAddressFailureLimit);
  const addressState = await countInWindow(context.db, address, limit, now);
  if (addressState.count >= limit.max) {
    log.warn(
      { ...logDetails, event: 'idp_login_blocked', key: address, failures: addressState.count, ...addressState },
      'too many failed logins from this address: waiting',
    );
  }
}

/** Rotates the session's refresh token; any failure (forged, expired, ended, reused) reads "Token is not active". */
export async function grantRefreshToken(
  context: IdpContext,
  input: GrantRequest & { refreshToken: string },
): Promise<TokenOutput> {
  const now = context.now();
  const payload = await verifyIdpToken(input.refreshToken, {
    keySet: context.keySet,
    issuer: issuerOf(context, input.realm),
    now,
    types: ['Refresh'],
  });
  if (!payload || payload.azp !== input.clientId) throw refreshTokenNotActive();
  const limit = sessionRefreshLimit(context.config.idpSessionRefreshLimit);
  const refreshes = await countInWindow(context.db, sessionRefreshKey(payload.sid!), limit, now);
  if (!refreshes.isAllowed) {
    input.log.warn(
      {
        realm: input.realm,
        sid: payload.sid,
        userId: payload.sub,
        address: input.address,
        event: 'idp_refresh_limited',
      },
      'too many refreshes of one session',
    );
    throw tooManyRequests(refreshes.retryAfterSeconds);
  }
  const result = await rotateSession(context.db, {
    sid: payload.sid!,
    refreshTokenId: payload.jti!,
    realm: input.realm,
    clientId: input.clientId,
    now,
  });
  if (!result.isRotated) {
    const details = { realm: input.realm, sid: payload.sid, userId: payload.sub, address: input.address };
    if (result.reason === 'reuse') {
      input.log.warn({ ...details, event: 'idp_refresh_token_reuse' }, 'refresh token reused: session ended');
    } else {
      input.log.info({ ...details, event: 'idp_refresh_refused', reason: result.reason }, 'refresh refused');
    }
    throw refreshTokenNotActive();
  }
  // A refresh keeps the scope of the sign-in, which the refresh token carries.
  const scope = grantedScope(typeof payload.scope === 'string' ? payload.scope : undefined);
  return issueTokens(context, { ...input, user: result.user, session: result.session, now, scope });
}

async function issueTokens(
  context: IdpContext,
  input: { realm: Realm; clientId: string; user: IdpUser; session: IdpSession; now: Date; scope: string },
): Promise<TokenOutput> {
  const signContext = {
    keys: context.keys,
    issuer: issuerOf(context, input.realm),
    clientId: input.clientId,
    now: input.now,
  };
  const { user, session, scope } = input;
  const groups = await findActiveAgencyIds(context.db, user.id);
  const accessToken = await signAccessToken(signContext, { user, groups, session, scope });
  const idToken = hasOpenIdScope(scope)
    ? await signIdToken(signContext, { user, groups, session, accessToken })
    : undefined;
  return {
    access_token: accessToken,
    expires_in: accessTokenLifetime(session, input.now),
    refresh_token: await signRefreshToken(signContext, session, scope),
    refresh_expires_in: epochSeconds(session.expiresAt) - epochSeconds(input.now),
    token_type: 'Bearer',
    ...(idToken ? { id_token: idToken } : {}),
    'not-before-policy': 0,
    session_state: session.id,
    scope,
  };
}
