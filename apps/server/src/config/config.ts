import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * apps/server: the nearest folder above this module with a package.json. The same from the sources
 * (src/config/) and from the compiled bundle (dist/), so migrations (drizzle/) and the web app are found by both.
 */
function serverRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_ROOT = serverRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type AppConfig = {
  /** NODE_ENV=production: the demo seed is refused. */
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin the browser app is served from; CORS admits only it. */
  publicUrl: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** Directory with the built web app; null serves no static files. */
  webDistDir: string | null;
  filesDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** External Keycloak base URL; null uses the embedded identity provider. */
  idpUrl: string | null;
  idpClientId: string;
  /**
   * With IDP_URL: the confidential client whose service account manages Keycloak's users (admin REST API) for
   * invitations, passwords, role switches and deactivation (decision 021). Null without IDP_URL.
   */
  idpAdmin: IdpAdminSettings | null;
  logLevel: string;
  isBruteForceProtected: boolean;
  /** Encrypts the IdP's private signing keys at rest (IDP_KEY_SECRET); null keeps them in plain text. */
  idpKeySecret: string | null;
  /** Failed password sign-ins per address in 15 minutes before the token endpoint answers 429. */
  idpAddressFailureLimit: number;
  /** Refresh grants per session and minute. */
  idpSessionRefreshLimit: number;
  /** forgot-password calls per e-mail address and hour (known or not: the answer never tells). */
  passwordMailLimitPerEmail: number;
  /** forgot-password and create-password calls per client address and hour (each call counted separately). */
  passwordLimitPerAddress: number;
  /**
   * Fastify's trustProxy: false (default) uses the socket address, so X-Forwarded-For cannot be forged to dodge
   * rate limits and sign-in waits; behind a load balancer set TRUST_PROXY to its hop count or addresses.
   */
  trustProxy: boolean | number | string;
  /** Microsoft Graph app registration behind the colleague search; null searches the own users table. */
  graph: GraphSettings | null;
  /** `/api/*` calls per minute per signed-in user (per address without one), per instance; then 429. */
  apiRateLimit: number;
  /**
   * Seconds a verified token's session check (user active, session open, memberships) is reused by this
   * instance (auth/session-check-cache.ts). Logout, deactivation and every change made through this instance
   * take effect at once; a change made elsewhere (another instance, the database directly) within this window.
   * 0 checks every request.
   */
  authCacheSeconds: number;
  /** After SIGTERM: seconds /readyz answers 503 while requests are still served, so a balancer stops sending. */
  drainDelaySeconds: number;
  /** After that: seconds in-flight requests get to finish before their connections are cut. */
  drainTimeoutSeconds: number;
};

export type IdpAdminSettings = {
  /** The realm the service-account client lives in (IDP_ADMIN_REALM, default master). */
  realm: string;
  clientId: string;
  clientSecret: string;
};

export type GraphSettings = {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Token endpoint host; national clouds (and tests) point it elsewhere. */
  loginUrl: string;
  /** Graph API host; also the token scope. */
  apiUrl: string;
};

/** A variable that is wrong, named, with what was wrong: start-up stops with this message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Variables whose meaning is gone: setting one stops the start instead of being silently ignored. */
const REPLACED_VARIABLES: Record<string, string> = {
  IDP_TOKEN_RATE_LIMIT: 'replaced by IDP_ADDRESS_FAILURE_LIMIT and IDP_SESSION_REFRESH_LIMIT (decision 018)',
};

/** Their values never appear in an error message. */
const SECRET_VARIABLES = new Set([
  'IDP_KEY_SECRET',
  'IDP_ADMIN_CLIENT_SECRET',
  'MS_GRAPH_CLIENT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
]);

const optionalText = z.string().trim().min(1).optional();
const urlWith = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    });
const positiveInt = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value > 0, 'must be at least 1')
    .default(fallback);
const seconds = (fallback: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number).default(fallback);

/** Every variable the server reads (README, "Configuration"); unknown ones are left alone. */
const ENV_SCHEMA = z.object({
  NODE_ENV: optionalText,
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 65_535, 'must be between 1 and 65535')
    .optional(),
  HOST: optionalText,
  PUBLIC_URL: urlWith(['http:', 'https:']).optional(),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: optionalText,
  SEED_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  FILES_DIR: optionalText,
  SMTP_URL: urlWith(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: optionalText,
  IDP_URL: urlWith(['http:', 'https:']).optional(),
  IDP_CLIENT_ID: optionalText,
  IDP_ADMIN_REALM: optionalText,
  IDP_ADMIN_CLIENT_ID: optionalText,
  IDP_ADMIN_CLIENT_SECRET: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  IDP_BRUTE_FORCE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  IDP_KEY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  IDP_ADDRESS_FAILURE_LIMIT: positiveInt(100),
  IDP_SESSION_REFRESH_LIMIT: positiveInt(20),
  PASSWORD_MAIL_LIMIT_PER_EMAIL: positiveInt(5),
  PASSWORD_LIMIT_PER_ADDRESS: positiveInt(100),
  TRUST_PROXY: optionalText,
  API_RATE_LIMIT: positiveInt(600),
  AUTH_CACHE_SECONDS: seconds(5),
  DRAIN_DELAY_SECONDS: seconds(5),
  DRAIN_TIMEOUT_SECONDS: seconds(20),
  MS_GRAPH_TENANT_ID: optionalText,
  MS_GRAPH_CLIENT_ID: optionalText,
  MS_GRAPH_CLIENT_SECRET: optionalText,
  MS_GRAPH_LOGIN_URL: urlWith(['https:', 'http:']).optional(),
  MS_GRAPH_API_URL: urlWith(['https:', 'http:']).optional(),
});
type Env = z.infer<typeof ENV_SCHEMA>;
/** The names of every variable the server reads (the deployment files are checked against them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ENV_SCHEMA.shape);

/** Graph only when the three credentials are all set. */
function parseGraph(env: Env): GraphSettings | null {
  const { MS_GRAPH_TENANT_ID: tenantId, MS_GRAPH_CLIENT_ID: clientId, MS_GRAPH_CLIENT_SECRET: clientSecret } = env;
  if (!tenantId || !clientId || !clientSecret) return null;
  return {
    tenantId,
    clientId,
    clientSecret,
    loginUrl: env.MS_GRAPH_LOGIN_URL ?? 'https://login.microsoftonline.com',
    apiUrl: env.MS_GRAPH_API_URL ?? 'https://graph.microsoft.com',
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Empty variables count as unset (a blank line in an env file must not become a value). */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** Reads and checks the environment once, at start-up (README lists every variable); throws ConfigError. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = withoutBlanks(rawEnv);
  const result = ENV_SCHEMA.safeParse(present);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const shown = SECRET_VARIABLES.has(name) ? 'a hidden value' : JSON.stringify(present[name] ?? '');
        return `${name}: ${issue.message} (got ${shown})`;
      });
  for (const [name, replacement] of Object.entries(REPLACED_VARIABLES)) {
    if (present[name] !== undefined) problems.push(`${name}: ${replacement}`);
  }
  const env = result.data;
  const isProduction = env?.NODE_ENV === 'production';
  // The demo seed creates accounts with a published password: never on a production server.
  if (isProduction && env?.SEED_DEMO === '1') {
    problems.push('SEED_DEMO: the demo data (with its published passwords) is refused when NODE_ENV=production');
  }
  // With a real Keycloak the server manages its users (decision 021): it needs the admin client's credentials.
  if (env?.IDP_URL) {
    for (const name of ['IDP_ADMIN_CLIENT_ID', 'IDP_ADMIN_CLIENT_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required when IDP_URL is set (the service account that manages users)`);
    }
  }
  if (problems.length > 0 || !env) throw new ConfigError(problems);

  const port = env.PORT ?? 3000;
  const databaseUrl = env.DATABASE_URL;
  const dataDir = env.DATA_DIR ?? 'data';
  return {
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(REPO_ROOT, dataDir, 'pglite') },
    seedDemo: databaseUrl || isProduction ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    webDistDir: path.resolve(REPO_ROOT, 'apps/web/dist'),
    filesDir: path.resolve(REPO_ROOT, env.FILES_DIR ?? path.join(dataDir, 'files')),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Freelancer Marketplace <no-reply@marketplace.local>',
    idpUrl: env.IDP_URL ?? null,
    idpClientId: env.IDP_CLIENT_ID ?? 'marketplace-web',
    idpAdmin:
      env.IDP_URL && env.IDP_ADMIN_CLIENT_ID && env.IDP_ADMIN_CLIENT_SECRET
        ? {
            realm: env.IDP_ADMIN_REALM ?? 'master',
            clientId: env.IDP_ADMIN_CLIENT_ID,
            clientSecret: env.IDP_ADMIN_CLIENT_SECRET,
          }
        : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    isBruteForceProtected: env.IDP_BRUTE_FORCE !== 'off',
    idpKeySecret: env.IDP_KEY_SECRET ?? null,
    idpAddressFailureLimit: env.IDP_ADDRESS_FAILURE_LIMIT,
    idpSessionRefreshLimit: env.IDP_SESSION_REFRESH_LIMIT,
    passwordMailLimitPerEmail: env.PASSWORD_MAIL_LIMIT_PER_EMAIL,
    passwordLimitPerAddress: env.PASSWORD_LIMIT_PER_ADDRESS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    graph: parseGraph(env),
    apiRateLimit: env.API_RATE_LIMIT,
    authCacheSeconds: env.AUTH_CACHE_SECONDS,
    drainDelaySeconds: env.DRAIN_DELAY_SECONDS,
    drainTimeoutSeconds: env.DRAIN_TIMEOUT_SECONDS,
  };
}
