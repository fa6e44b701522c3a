import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type AppConfig = {
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
  logLevel: string;
  isBruteForceProtected: boolean;
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

/** Graph only when the three credentials are all set. */
function parseGraph(env: NodeJS.ProcessEnv): GraphSettings | null {
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

/** Reads the environment once, at start-up (README lists every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', 'pglite') },
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    webDistDir: path.resolve(REPO_ROOT, 'apps/web/dist'),
    filesDir: path.resolve(REPO_ROOT, env.FILES_DIR ?? path.join(env.DATA_DIR ?? 'data', 'files')),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Freelancer Marketplace <no-reply@marketplace.local>',
    idpUrl: env.IDP_URL ?? null,
    idpClientId: env.IDP_CLIENT_ID ?? 'marketplace-web',
    logLevel: env.LOG_LEVEL ?? 'info',
    isBruteForceProtected: env.IDP_BRUTE_FORCE !== 'off',
    idpAddressFailureLimit: Number(env.IDP_ADDRESS_FAILURE_LIMIT ?? 100),
    idpSessionRefreshLimit: Number(env.IDP_SESSION_REFRESH_LIMIT ?? 20),
    passwordMailLimitPerEmail: Number(env.PASSWORD_MAIL_LIMIT_PER_EMAIL ?? 5),
    passwordLimitPerAddress: Number(env.PASSWORD_LIMIT_PER_ADDRESS ?? 100),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    graph: parseGraph(env),
  };
}
