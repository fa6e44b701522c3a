import path from 'node:path';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  IDP_CLIENT_ID,
  REFRESH_TOKEN_IDLE_SECONDS,
  REFRESH_TOKEN_REMEMBER_SECONDS,
} from '@fm/contract/constants';
import { REALMS, type Realm, ROLES } from '@fm/contract/enums';
import { ROLE_REALM, TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import { REPO_ROOT } from '../config/config.ts';
import { ACCOUNT_POLICY } from './brute-force.ts';
import {
  DEFAULT_CLIENT_SCOPES,
  KEYCLOAK_CLIENT_SCOPES,
  KEYCLOAK_SCOPE_MAPPINGS,
  OPTIONAL_CLIENT_SCOPES,
} from './keycloak-client-scopes.ts';
import { SESSION_MAX_SECONDS } from './sessions.ts';

/** Placeholder Keycloak resolves from the environment when it imports the file at start-up (`--import-realm`). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's import placeholder, not a JS template
export const PUBLIC_URL_PLACEHOLDER = '${MARKETPLACE_PUBLIC_URL}';
const KEYCLOAK_BUILT_IN_ROLES = ['offline_access', 'uma_authorization'];
/** The app's languages (the login pages and mails of Keycloak follow them). */
const SUPPORTED_LOCALES = ['de', 'en'];

/** The names of the realm roles our tokens carry for this realm (contract: ROLE_REALM, TOKEN_ROLE_NAMES). */
export function tokenRoleNamesOf(realm: Realm): string[] {
  return ROLES.filter((role) => ROLE_REALM[role] === realm).map((role) => TOKEN_ROLE_NAMES[role]);
}

const roleDescription = (name: string) =>
  KEYCLOAK_BUILT_IN_ROLES.includes(name) ? `Keycloak built-in role ${name}` : `Marketplace role ${name}`;

function realmRoles(realm: Realm) {
  const defaultRole = `default-roles-${realm}`;
  const names = [...new Set([...tokenRoleNamesOf(realm), ...KEYCLOAK_BUILT_IN_ROLES, defaultRole])];
  return names.map((name) =>
    name === defaultRole
      ? {
          name,
          description: 'Roles every user of the realm has',
          composite: true,
          composites: { realm: KEYCLOAK_BUILT_IN_ROLES },
          clientRole: false,
        }
      : { name, description: roleDescription(name), composite: false, clientRole: false },
  );
}

function webClient(clientId: string) {
  return {
    clientId,
    name: 'Freelancer marketplace web app',
    enabled: true,
    protocol: 'openid-connect',
    publicClient: true,
    standardFlowEnabled: true,
    directAccessGrantsEnabled: true,
    implicitFlowEnabled: false,
    serviceAccountsEnabled: false,
    frontchannelLogout: true,
    rootUrl: PUBLIC_URL_PLACEHOLDER,
    baseUrl: '/',
    redirectUris: [`${PUBLIC_URL_PLACEHOLDER}/*`],
    webOrigins: [PUBLIC_URL_PLACEHOLDER],
    attributes: { 'pkce.code.challenge.method': 'S256', 'post.logout.redirect.uris': '+' },
    defaultClientScopes: DEFAULT_CLIENT_SCOPES,
    optionalClientScopes: OPTIONAL_CLIENT_SCOPES,
    protocolMappers: [
      {
        name: 'groups',
        protocol: 'openid-connect',
        protocolMapper: 'oidc-group-membership-mapper',
        consentRequired: false,
        config: {
          'full.path': 'false',
          'claim.name': 'groups',
          'access.token.claim': 'true',
          'id.token.claim': 'true',
          'userinfo.token.claim': 'true',
          'introspection.token.claim': 'true',
        },
      },
    ],
  };
}

/**
 * A Keycloak realm representation with the same realm, client, roles, lifetimes and brute-force settings as
 * the embedded provider, for operators who set IDP_URL to a real Keycloak. It carries Keycloak 26's OpenID
 * Connect client scopes itself (keycloak-client-scopes.ts), so tokens have `sub` whatever the import creates. Keycloak's own wait grows by
 * `waitIncrementSeconds` per `failureFactor` failures (no per-address counter); the numbers match ours.
 */
export function buildRealmExport(realm: Realm, clientId: string = IDP_CLIENT_ID) {
  return {
    realm,
    displayName: `Freelancer marketplace (${realm})`,
    enabled: true,
    sslRequired: 'external',
    registrationAllowed: false,
    loginWithEmailAllowed: true,
    duplicateEmailsAllowed: false,
    resetPasswordAllowed: true,
    rememberMe: true,
    bruteForceProtected: true,
    permanentLockout: false,
    failureFactor: ACCOUNT_POLICY.failuresBeforeWait,
    waitIncrementSeconds: ACCOUNT_POLICY.firstWaitSeconds,
    maxFailureWaitSeconds: ACCOUNT_POLICY.maxWaitSeconds,
    maxDeltaTimeSeconds: ACCOUNT_POLICY.resetAfterSeconds,
    minimumQuickLoginWaitSeconds: 60,
    quickLoginCheckMilliSeconds: 1000,
    accessTokenLifespan: ACCESS_TOKEN_TTL_SECONDS,
    ssoSessionIdleTimeout: REFRESH_TOKEN_IDLE_SECONDS,
    ssoSessionMaxLifespan: SESSION_MAX_SECONDS,
    ssoSessionIdleTimeoutRememberMe: REFRESH_TOKEN_REMEMBER_SECONDS,
    ssoSessionMaxLifespanRememberMe: REFRESH_TOKEN_REMEMBER_SECONDS,
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    internationalizationEnabled: true,
    supportedLocales: SUPPORTED_LOCALES,
    defaultLocale: 'en',
    roles: { realm: realmRoles(realm) },
    defaultRole: { name: `default-roles-${realm}`, composite: true, clientRole: false },
    clientScopes: KEYCLOAK_CLIENT_SCOPES,
    defaultDefaultClientScopes: DEFAULT_CLIENT_SCOPES,
    defaultOptionalClientScopes: OPTIONAL_CLIENT_SCOPES,
    scopeMappings: KEYCLOAK_SCOPE_MAPPINGS,
    clients: [webClient(clientId)],
  };
}

export const REALM_EXPORT_DIR = path.join(REPO_ROOT, 'deploy', 'keycloak');
export const realmExportFileName = (realm: Realm) => `realm-${realm}.json`;

export function serializeRealmExport(realm: Realm): string {
  return `${JSON.stringify(buildRealmExport(realm), null, 2)}\n`;
}

export const EXPORTED_REALMS = REALMS;
