import type { TokenOutput } from '@fm/contract/endpoints/idp';
import type { Realm } from '@fm/contract/enums';
import { idpRealmPath } from '@fm/contract/idp-paths';
import { readyRuntimeConfig } from '../lib/runtime-config.ts';
import { ApiError } from './api-error.ts';

/** The identity provider's form-encoded OAuth calls (docs/product.md §10.2), outside the API envelope. */

type FetchLike = typeof fetch;

async function postForm(fetchImpl: FetchLike, url: string, fields: Record<string, string>): Promise<Response> {
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'error.unknown', message: 'Network error' });
  }
}

async function readTokens(response: Response): Promise<TokenOutput> {
  return (await response.json()) as TokenOutput;
}

/** Password grant; a wrong e-mail or password (401/400 from the IdP) raises "Login failed". */
export async function requestPasswordToken(
  input: { realm: Realm; username: string; password: string; isRememberMe: boolean },
  fetchImpl: FetchLike = fetch,
): Promise<TokenOutput> {
  const { idpBase, clientId } = await readyRuntimeConfig();
  const response = await postForm(fetchImpl, idpRealmPath(input.realm, 'token', idpBase), {
    grant_type: 'password',
    client_id: clientId,
    username: input.username,
    password: input.password,
    scope: 'openid',
    remember_me: String(input.isRememberMe),
  });
  if (response.status === 400 || response.status === 401) {
    throw new ApiError({ status: response.status, code: 'error.loginFailed', message: 'Login failed' });
  }
  if (!response.ok)
    throw new ApiError({ status: response.status, code: 'error.unknown', message: response.statusText });
  return readTokens(response);
}

/**
 * Refresh grant. A refusal (400/401: the token is not active) means the session is over; no answer, a 5xx or a
 * 429 says nothing about the session and raises error.unknown, so the caller keeps it and can try again.
 */
export async function requestRefreshedToken(
  realm: Realm,
  refreshToken: string,
  fetchImpl: FetchLike = fetch,
): Promise<TokenOutput> {
  const { idpBase, clientId } = await readyRuntimeConfig();
  const response = await postForm(fetchImpl, idpRealmPath(realm, 'token', idpBase), {
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  });
  if (response.status === 400 || response.status === 401)
    throw new ApiError({ status: response.status, code: 'error.sessionExpired', message: 'Session expired!' });
  if (!response.ok)
    throw new ApiError({ status: response.status, code: 'error.unknown', message: response.statusText });
  return readTokens(response);
}

/** Ends the session at the IdP; failures are ignored because the local sign-out happens anyway. */
export async function revokeSession(realm: Realm, refreshToken: string, fetchImpl: FetchLike = fetch): Promise<void> {
  const { idpBase, clientId } = await readyRuntimeConfig();
  await postForm(fetchImpl, idpRealmPath(realm, 'logout', idpBase), {
    client_id: clientId,
    refresh_token: refreshToken,
  }).catch(() => undefined);
}
