import {
  introspectInput,
  logoutInput,
  tokenPasswordGrantInput,
  tokenRefreshGrantInput,
} from '@fm/contract/endpoints/idp';
import type { Realm } from '@fm/contract/enums';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { pruneLoginFailures } from './brute-force.ts';
import { endSessionFromBrowser, revokeToken } from './end-session.ts';
import { createIdpContext } from './idp-context.ts';
import { IdpError, invalidClient, invalidRequest, realmNotFound, unsupportedGrantType } from './idp-errors.ts';
import { isRealm, openidConfigurationFor } from './idp-urls.ts';
import type { SigningKeys } from './signing-keys.ts';
import { grantPassword, grantRefreshToken } from './token-grants.ts';
import { introspectToken, logoutSession, readUserInfo } from './token-inspection.ts';

export type IdpPluginOptions = {
  db: Db;
  config: AppConfig;
  keys: SigningKeys;
  /** The clock; tests move it to pass brute-force waits and token expiry. */
  now?: () => Date;
};

type RealmParams = { realm: string };
const revokeInput = z.object({
  client_id: z.string().min(1),
  token: z.string().min(1),
  token_type_hint: z.string().optional(),
});
const endSessionQuery = z.object({
  id_token_hint: z.string().min(1).max(8192).optional(),
  post_logout_redirect_uri: z.string().min(1).max(2048).optional(),
  state: z.string().max(1024).optional(),
  client_id: z.string().min(1).optional(),
});
const SIGNED_OUT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head>' +
  '<body><p>You are signed out. / Sie sind abgemeldet.</p></body></html>';
const OIDC = '/realms/:realm/protocol/openid-connect';
const TAGS = ['identity provider'];

/** Parses a form body with a contract schema; the first problem becomes Keycloak's invalid_request. */
function parseForm<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') || 'body';
  throw invalidRequest(`Missing or invalid form parameter: ${field}`);
}

function formField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The embedded identity provider in Keycloak's layout (docs/product.md §10.2), registered under `/idp` when no external
 * Keycloak is configured. The app registers @fastify/formbody. The token endpoint has no blanket per-address
 * limit (an office behind one NAT address signs in at once): failed password attempts are limited per
 * account and per address, refresh grants per session (token-grants.ts, decision 018).
 */
export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async (app, options) => {
  const context = createIdpContext(options);
  const clientId = options.config.idpClientId;

  // Counters that are forgotten anyway (a day quiet, not waiting) are dropped once an hour.
  const pruneTimer = setInterval(
    () => {
      pruneLoginFailures(options.db, context.now()).catch((error) => app.log.warn({ err: error }, 'prune failed'));
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  // A key rotated by another instance (or the rotation script) reaches this one within a minute.
  const keyReloadTimer = setInterval(() => {
    options.keys.reload().catch((error) => app.log.error({ err: error }, 'reloading the signing keys failed'));
  }, 60 * 1000);
  keyReloadTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    clearInterval(keyReloadTimer);
  });

  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof IdpError)) throw error;
    return reply.code(error.statusCode).headers(error.headers).send(error.body);
  });

  app.addHook('onRequest', async (request: FastifyRequest<{ Params: RealmParams }>) => {
    if (!isRealm(request.params.realm)) throw realmNotFound();
  });

  const realmOf = (request: FastifyRequest<{ Params: RealmParams }>) => request.params.realm as Realm;
  const requireClient = (body: unknown) => {
    if (formField(body, 'client_id') !== clientId) throw invalidClient();
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

  app.get<{ Params: RealmParams }>(
    '/realms/:realm/.well-known/openid-configuration',
    { schema: { tags: TAGS, summary: 'OpenID Connect discovery' } },
    async (request) => openidConfigurationFor(options.config, realmOf(request)),
  );

  app.post<{ Params: RealmParams }>(
    `${OIDC}/token`,
    {
      schema: { tags: TAGS, summary: 'Token: password or refresh_token grant (form-encoded)' },
    },
    async (request, reply) => {
      requireClient(request.body);
      const grantType = formField(request.body, 'grant_type');
      const base = { realm: realmOf(request), clientId, address: request.ip, log: request.log };
      noStore(reply);
      if (grantType === 'password') {
        const form = parseForm(tokenPasswordGrantInput, request.body);
        const isRememberMe = form.remember_me === 'true' || form.remember_me === 'on';
        const credentials = { username: form.username, password: form.password, isRememberMe, scope: form.scope };
        return grantPassword(context, { ...base, ...credentials });
      }
      if (grantType === 'refresh_token') {
        const form = parseForm(tokenRefreshGrantInput, request.body);
        return grantRefreshToken(context, { ...base, refreshToken: form.refresh_token });
      }
      if (grantType === undefined) throw invalidRequest('Missing form parameter: grant_type');
      throw unsupportedGrantType();
    },
  );

  app.post<{ Params: RealmParams }>(
    `${OIDC}/token/introspect`,
    { schema: { tags: TAGS, summary: 'Token introspection (RFC 7662)' } },
    async (request, reply) => {
      requireClient(request.body);
      const form = parseForm(introspectInput, request.body);
      noStore(reply);
      return introspectToken(context, realmOf(request), form.token);
    },
  );

  app.post<{ Params: RealmParams }>(
    `${OIDC}/logout`,
    { schema: { tags: TAGS, summary: 'Ends the session of a refresh token' } },
    async (request, reply) => {
      requireClient(request.body);
      const form = parseForm(logoutInput, request.body);
      await logoutSession(context, {
        realm: realmOf(request),
        clientId,
        refreshToken: form.refresh_token,
        log: request.log,
      });
      return reply.code(204).send();
    },
  );

  app.post<{ Params: RealmParams }>(
    `${OIDC}/revoke`,
    { schema: { tags: TAGS, summary: "Token revocation (RFC 7009): ends the token's session" } },
    async (request, reply) => {
      requireClient(request.body);
      const form = parseForm(revokeInput, request.body);
      await revokeToken(context, { realm: realmOf(request), clientId, token: form.token, log: request.log });
      return noStore(reply).code(200).send();
    },
  );

  app.get<{ Params: RealmParams; Querystring: Record<string, string | undefined> }>(
    `${OIDC}/logout`,
    { schema: { tags: TAGS, summary: 'End session (OpenID Connect RP-Initiated Logout, id_token_hint)' } },
    async (request, reply) => {
      const query = parseForm(endSessionQuery, request.query);
      const { redirectTo } = await endSessionFromBrowser(context, {
        realm: realmOf(request),
        clientId,
        query,
        log: request.log,
      });
      noStore(reply);
      if (redirectTo) return reply.redirect(redirectTo, 302);
      return reply.type('text/html; charset=utf-8').send(SIGNED_OUT_PAGE);
    },
  );

  app.get<{ Params: RealmParams }>(
    `${OIDC}/certs`,
    { schema: { tags: TAGS, summary: 'JSON Web Key Set' } },
    async () => ({ keys: options.keys.publicJwks() }),
  );

  app.get<{ Params: RealmParams }>(
    `${OIDC}/userinfo`,
    { schema: { tags: TAGS, summary: 'OpenID Connect userinfo (Bearer access token)' } },
    async (request, reply) => {
      noStore(reply);
      return readUserInfo(context, realmOf(request), request.headers.authorization);
    },
  );
};
