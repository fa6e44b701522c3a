import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  adminProfileGet,
  agencyProfileGet,
  financeProfileGet,
  freelancerProfileGet,
} from '@fm/contract/endpoints/shell';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authenticate, type CheckedToken } from './auth/authenticate.ts';
import { createSessionCheckCache } from './auth/session-check-cache.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import type { AppConfig } from './config/config.ts';
import type { Database } from './db/client.ts';
import { forgetCountsAboveCap } from './db/list-query.ts';
import type { IdentityDirectory } from './idp/identity-directory.ts';
import { idpPlugin } from './idp/idp.plugin.ts';
import { createIdentityDirectory } from './idp/keycloak-directory.ts';
import { loadOrCreateSigningKeys } from './idp/signing-keys.ts';
import { registerModules } from './modules/register-modules.ts';
import { answerSerializerCompiler } from './platform/answer-serializer.ts';
import { registerApiRateLimit } from './platform/api-rate-limit.ts';
import { createDomainEvents, type DomainEvents } from './platform/domain-events.ts';
import type { Readiness } from './platform/drain.ts';
import type { Authenticator } from './platform/endpoint-route.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/error-handler.ts';
import { createFileStorage, type FileStorage } from './platform/files.ts';
import { registerCompression, registerEtags, webFileCacheControl } from './platform/http-caching.ts';
import { registerInputGuards } from './platform/input-guard.ts';
import { createLiveHub, type LiveHub } from './platform/live.ts';
import { type LogDestination, loggingOptions, registerRequestIdEcho } from './platform/logging.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { openApiOptions } from './platform/openapi.ts';
import { registerPasswordLinkLimits } from './platform/password-link-limits.ts';
import { parseQueryString } from './platform/query-string.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  logDestination?: LogDestination;
  /** Set false by the process's stop signal (platform/drain.ts): /readyz then answers 503. */
  readiness?: Readiness;
};

/**
 * Shared services of every module: outgoing mail (outbox, delivered after commit), file storage (FILES_DIR),
 * the live streams fed by LISTEN/NOTIFY (decision 017), the directory the accounts sign in with (decision 021) and
 * the domain events modules announce after a commit (platform/domain-events.ts).
 */
export type Platform = {
  mailer: Mailer;
  files: FileStorage;
  live: LiveHub;
  directory: IdentityDirectory;
  events: DomainEvents;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    platform: Platform;
  }
}

/** Builds the whole server (API, identity provider, docs, web app) on an open, migrated database. */
export async function buildApp({
  config,
  database,
  logDestination,
  readiness = { isAccepting: true },
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines; X-Request-Id accepted or a UUID, in every line of the request (platform/logging.ts).
    ...loggingOptions(config, logDestination),
    // Fastify accepts a hop count too; its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    // Profile images travel as data URLs inside JSON (up to IMAGE_MAX_BYTES, base64 adds a third).
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
  });
  app.decorate('deps', { config, database });
  registerRequestIdEcho(app);
  const files = createFileStorage(config.filesDir);
  const mailer = createMailer({ db: database.db, files, config });
  const live = createLiveHub(database, (error) => app.log.error(error));
  await live.start();
  const directory = createIdentityDirectory(config);
  const events = createDomainEvents((error, message) => app.log.error({ err: error }, message));
  app.decorate('platform', { mailer, files, live, directory, events });
  // Verified tokens' session checks, reused for AUTH_CACHE_SECONDS. Any change answered by this instance (its
  // transaction has committed by then; /idp logins and logouts included) drops them all, as does every ended
  // session (idp/sessions.ts), so only changes made elsewhere wait for the window. The same change forgets which
  // lists were counted above the cap (decisions 035 and 036), so this instance counts them again.
  const sessionChecks = createSessionCheckCache<CheckedToken>(config.authCacheSeconds * 1000);
  // Both are hooks of the routes that may change something only (mayChange), so a read runs neither.
  app.addHook('onRoute', (route) => {
    if (!mayChange(route)) return;
    route.onSend = [
      ...hooksOf(route.onSend),
      (_request, _reply, payload, done) => {
        sessionChecks.clear();
        forgetCountsAboveCap(database.db);
        done(null, payload);
      },
    ];
    // A change's transaction has committed by the time its response is sent: deliver what it wrote now.
    route.onResponse = [
      ...hooksOf(route.onResponse),
      (_request, _reply, done) => {
        mailer.kick();
        done();
      },
    ];
  });
  app.addHook('onClose', async () => sessionChecks.close());
  app.addHook('onClose', async () => mailer.close());
  // Open live streams would keep the HTTP server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.close());
  app.decorateRequest('auth', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandler(app);
  registerInputGuards(app);
  // The profile reads run on every page load and focus: an unchanged profile costs a 304, not the JSON again.
  registerEtags(app, [freelancerProfileGet, agencyProfileGet, adminProfileGet, financeProfileGet]);
  await registerCompression(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.idpUrl ? [new URL(config.idpUrl).origin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(formbody, { parser: parseQueryString });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5 } });
  // Generated from the contract for every endpoint (decision 019).
  await app.register(swagger, openApiOptions(config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const keys = config.idpUrl ? null : await loadOrCreateSigningKeys(database.db, { secret: config.idpKeySecret });
  if (keys)
    await app.register(idpPlugin, {
      prefix: '/idp',
      db: database.db,
      config,
      keys,
    });
  const verifyToken = createTokenVerifier(config, keys ? () => keys.publicJwks() : null);
  // Every /api/* call counts against its user (or its address without one): API_RATE_LIMIT a minute.
  const authenticator: Authenticator = registerApiRateLimit(app, config.apiRateLimit, (request) =>
    authenticate(request, { db: database.db, verifyToken, isEmbeddedIdp: keys !== null, cache: sessionChecks }),
  );

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // While draining, each answer closes its connection, so nothing keeps the server from closing once it has.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!readiness.isAccepting) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Readiness for a load balancer: 503 from the first stop signal on (draining) or without the database.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (!readiness.isAccepting) return reply.code(503).send({ status: 'draining' });
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/api/config', { schema: { hide: true } }, async () => ({
    status: 'success',
    data: { idpUrl: config.idpUrl, clientId: config.idpClientId },
  }));

  registerPasswordLinkLimits(app, { db: database.db, config });
  await registerModules(app, authenticator);
  registerNotFoundHandler(app, await serveWebApp(app, config.webDistDir));
  return app;
}

/**
 * Whether a route's calls may change something: any method but GET and HEAD, unless its endpoint is a read that
 * travels as a POST (the admin's user list, the directory search). Before, every user-list call counted the 52 000
 * users of a large group again, and dropped every user's checked session and every count this instance knew.
 */
function mayChange(route: RouteOptions) {
  const methods = [route.method].flat();
  if (methods.every((method) => method === 'GET' || method === 'HEAD')) return false;
  return route.config?.endpoint?.readsOnly !== true;
}

/** A route's own hooks of one kind, as a list (Fastify takes one function or several). */
function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  return hooks === undefined ? [] : ([hooks].flat() as Hook[]);
}

/** Page paths with an HTML entry of their own (the sign-in page, decision 038); every other page is the app's. */
const OWN_PAGE_ENTRIES: Record<string, string> = { '/login': 'login.html' };

/**
 * The built single-page app. Files are looked up on disk per request (a rebuilt dist is served without a
 * restart); any other GET that is not an API or IdP path gets its own page's HTML or else index.html, through the
 * one not-found handler.
 */
async function serveWebApp(app: FastifyInstance, distDir: string | null) {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    index: ['index.html'],
    // The build writes each asset's .br and .gz beside it (apps/web/vite.config.ts, at the best quality).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => response.setHeader('cache-control', webFileCacheControl(distDir, filePath)),
  });
  // Which of an asset's pre-compressed files is sent depends on Accept-Encoding; the plugin does not say so itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/assets/')) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    done(null, payload);
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPagePath = !url.startsWith('/api/') && !url.startsWith('/idp/') && path.extname(url) === '';
    if (request.method !== 'GET' || !isPagePath) return false;
    const ownEntry = OWN_PAGE_ENTRIES[url];
    const entry = ownEntry && existsSync(path.join(distDir, ownEntry)) ? ownEntry : 'index.html';
    void reply.header('cache-control', 'no-cache').sendFile(entry);
    return true;
  };
}
