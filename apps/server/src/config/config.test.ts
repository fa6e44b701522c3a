import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('starts with no variables at all, with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      isBruteForceProtected: true,
      idpAddressFailureLimit: 100,
      idpSessionRefreshLimit: 20,
      passwordMailLimitPerEmail: 5,
      passwordLimitPerAddress: 100,
      trustProxy: false,
      graph: null,
      isProduction: false,
    });
    expect(config.database.kind).toBe('pglite');
  });

  it('reads the variables it is given and treats blank ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/app',
      IDP_ADDRESS_FAILURE_LIMIT: '250',
      TRUST_PROXY: '1',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      database: { kind: 'postgres', url: 'postgres://db/app' },
      seedDemo: false,
      idpAddressFailureLimit: 250,
      trustProxy: 1,
      smtpUrl: null,
    });
  });

  it('names every variable that is wrong, with its value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PUBLIC_URL: 'localhost:3000',
      LOG_LEVEL: 'loud',
      IDP_SESSION_REFRESH_LIMIT: '0',
      SEED_DEMO: 'yes',
      SMTP_URL: 'http://mail',
    });
    expect(problems).toHaveLength(6);
    expect(problems).toContainEqual(expect.stringMatching(/^PORT: .*"eighty"/));
    expect(problems).toContainEqual(expect.stringMatching(/^PUBLIC_URL: must be a URL/));
    expect(problems).toContainEqual(expect.stringMatching(/^LOG_LEVEL: must be one of/));
    expect(problems).toContainEqual(expect.stringMatching(/^IDP_SESSION_REFRESH_LIMIT: must be at least 1/));
    expect(problems).toContainEqual(expect.stringMatching(/^SEED_DEMO: must be 0 or 1/));
    expect(problems).toContainEqual(expect.stringMatching(/^SMTP_URL: must be a URL starting with smtp:/));
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses the replaced IDP_TOKEN_RATE_LIMIT and says what replaced it', () => {
    expect(problemsOf({ IDP_TOKEN_RATE_LIMIT: '30' })).toEqual([
      expect.stringMatching(
        /^IDP_TOKEN_RATE_LIMIT: replaced by IDP_ADDRESS_FAILURE_LIMIT and IDP_SESSION_REFRESH_LIMIT/,
      ),
    ]);
  });

  it('never seeds demo data in production, and refuses being asked to', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, isProduction: true });
    expect(problemsOf({ NODE_ENV: 'production', SEED_DEMO: '1' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: .*refused when NODE_ENV=production/),
    ]);
  });

  it('checks IDP_KEY_SECRET without ever printing a secret', () => {
    expect(loadConfig({ IDP_KEY_SECRET: 'sixteen-chars-ok' }).idpKeySecret).toBe('sixteen-chars-ok');
    const [problem] = problemsOf({ IDP_KEY_SECRET: 'short-secret' });
    expect(problem).toMatch(/^IDP_KEY_SECRET: must be at least 16 characters/);
    expect(problem).not.toContain('short-secret');
  });

  it('with IDP_URL requires the admin client that manages Keycloak users, its realm master by default', () => {
    expect(problemsOf({ IDP_URL: 'https://sso.example' })).toEqual([
      'IDP_ADMIN_CLIENT_ID: required when IDP_URL is set (the service account that manages users)',
      'IDP_ADMIN_CLIENT_SECRET: required when IDP_URL is set (the service account that manages users)',
    ]);
    const config = loadConfig({
      IDP_URL: 'https://sso.example',
      IDP_ADMIN_CLIENT_ID: 'marketplace-admin',
      IDP_ADMIN_CLIENT_SECRET: 'a-secret',
    });
    expect(config.idpAdmin).toEqual({ realm: 'master', clientId: 'marketplace-admin', clientSecret: 'a-secret' });
    expect(loadConfig({}).idpAdmin).toBeNull();
    expect(
      loadConfig({
        IDP_URL: 'https://sso.example',
        IDP_ADMIN_REALM: 'agency',
        IDP_ADMIN_CLIENT_ID: 'marketplace-admin',
        IDP_ADMIN_CLIENT_SECRET: 'a-secret',
      }).idpAdmin?.realm,
    ).toBe('agency');
  });
});
