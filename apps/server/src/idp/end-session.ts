import type { Realm } from '@fm/contract/enums';
import type { IdpContext, IdpLogger } from './idp-context.ts';
import { issuerOf } from './idp-context.ts';
import { invalidRequest } from './idp-errors.ts';
import { endSession } from './sessions.ts';
import { verifyIdpToken, verifyIdTokenHint } from './tokens.ts';

/**
 * RFC 7009 revocation: a refresh or access token of this client ends its session (our tokens are bound to
 * their session, so that is what makes an access token stop working at once). Unknown, foreign or invalid
 * tokens are answered the same way, without an error, as the RFC asks.
 */
export async function revokeToken(
  context: IdpContext,
  input: { realm: Realm; clientId: string; token: string; log: IdpLogger },
): Promise<void> {
  const payload = await verifyIdpToken(input.token, {
    keySet: context.keySet,
    issuer: issuerOf(context, input.realm),
    now: context.now(),
    types: ['Refresh', 'Bearer'],
  });
  if (!payload || payload.azp !== input.clientId) return;
  await endSession(context.db, payload.sid!, 'revocation', context.now());
  input.log.info(
    { realm: input.realm, sid: payload.sid, userId: payload.sub, tokenType: payload.typ, event: 'idp_revocation' },
    'token revoked: session ended',
  );
}

/** A post-logout redirect goes only to the app's own origin (the client's registered redirect URIs). */
export function isAllowedPostLogoutRedirect(publicUrl: string, uri: string): boolean {
  try {
    const target = new URL(uri);
    return target.origin === new URL(publicUrl).origin && !target.username && !target.password;
  } catch {
    return false;
  }
}

/**
 * OpenID Connect RP-Initiated Logout 1.0 (GET on the end-session endpoint): `id_token_hint` names the session
 * to end (an expired hint is accepted, as Keycloak does); `post_logout_redirect_uri` must belong to the app,
 * and needs a hint or the client id. Answers where to send the browser, with `state` passed back.
 */
export async function endSessionFromBrowser(
  context: IdpContext,
  input: {
    realm: Realm;
    clientId: string;
    query: { id_token_hint?: string; post_logout_redirect_uri?: string; state?: string; client_id?: string };
    log: IdpLogger;
  },
): Promise<{ redirectTo: string | null }> {
  const { query } = input;
  if (query.client_id !== undefined && query.client_id !== input.clientId) throw invalidRequest('Invalid client');
  const hint = query.id_token_hint
    ? await verifyIdTokenHint(query.id_token_hint, { keySet: context.keySet, issuer: issuerOf(context, input.realm) })
    : null;
  if (query.id_token_hint && (!hint || hint.azp !== input.clientId)) throw invalidRequest('Invalid id_token_hint');
  const redirect = query.post_logout_redirect_uri;
  if (redirect !== undefined) {
    if (!hint && query.client_id === undefined) throw invalidRequest('Missing parameters: id_token_hint');
    if (!isAllowedPostLogoutRedirect(context.config.publicUrl, redirect)) {
      throw invalidRequest('Invalid redirect uri');
    }
  }
  if (hint) {
    await endSession(context.db, hint.sid!, 'logout', context.now());
    input.log.info({ realm: input.realm, sid: hint.sid, userId: hint.sub, event: 'idp_logout' }, 'logout');
  }
  if (redirect === undefined) return { redirectTo: null };
  const target = new URL(redirect);
  if (query.state) target.searchParams.set('state', query.state);
  return { redirectTo: target.href };
}
