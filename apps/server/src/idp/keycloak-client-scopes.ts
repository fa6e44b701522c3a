/**
 * The OpenID Connect client scopes a new Keycloak 26 realm holds, as Keycloak itself defines and exports them
 * (OIDCLoginProtocolFactory.createDefaultClientScopesImpl; compared with a real 26.4.5 export in
 * realm-export.test.ts). A realm import that lists `clientScopes` gets only those, and a client's
 * `defaultClientScopes` replaces the realm's defaults, so the export carries them itself: above all `basic`,
 * whose `sub` mapper puts the subject into tokens since Keycloak 25.
 */

const OIDC = 'openid-connect';

type Mapper = {
  name: string;
  protocol: typeof OIDC;
  protocolMapper: string;
  consentRequired: false;
  config: Record<string, string>;
};

const mapper = (name: string, protocolMapper: string, config: Record<string, string>): Mapper => ({
  name,
  protocol: OIDC,
  protocolMapper,
  consentRequired: false,
  config,
});

const IN_EVERY_TOKEN = {
  'introspection.token.claim': 'true',
  'userinfo.token.claim': 'true',
  'id.token.claim': 'true',
  'access.token.claim': 'true',
};

/** Keycloak's "user attribute" mapper of a profile or email claim. */
const attributeMapper = (name: string, attribute: string, claim: string, type = 'String') =>
  mapper(name, 'oidc-usermodel-attribute-mapper', {
    ...IN_EVERY_TOKEN,
    'user.attribute': attribute,
    'claim.name': claim,
    'jsonType.label': type,
  });

const scope = (
  name: string,
  description: string,
  attributes: Record<string, string>,
  protocolMappers: Mapper[] | undefined,
) => ({ name, description, protocol: OIDC, attributes, ...(protocolMappers ? { protocolMappers } : {}) });

const BASIC = scope(
  'basic',
  'OpenID Connect scope for add all basic claims to the token',
  { 'include.in.token.scope': 'false', 'display.on.consent.screen': 'false' },
  [
    mapper('auth_time', 'oidc-usersessionmodel-note-mapper', {
      'user.session.note': 'AUTH_TIME',
      'id.token.claim': 'true',
      'introspection.token.claim': 'true',
      'access.token.claim': 'true',
      'claim.name': 'auth_time',
      'jsonType.label': 'long',
    }),
    mapper('sub', 'oidc-sub-mapper', { 'introspection.token.claim': 'true', 'access.token.claim': 'true' }),
  ],
);

const ACR = scope(
  'acr',
  'OpenID Connect scope for add acr (authentication context class reference) to the token',
  { 'include.in.token.scope': 'false', 'display.on.consent.screen': 'false' },
  [
    mapper('acr loa level', 'oidc-acr-mapper', {
      'id.token.claim': 'true',
      'introspection.token.claim': 'true',
      'access.token.claim': 'true',
    }),
  ],
);

const WEB_ORIGINS = scope(
  'web-origins',
  'OpenID Connect scope for add allowed web origins to the access token',
  { 'include.in.token.scope': 'false', 'consent.screen.text': '', 'display.on.consent.screen': 'false' },
  [
    mapper('allowed web origins', 'oidc-allowed-origins-mapper', {
      'introspection.token.claim': 'true',
      'access.token.claim': 'true',
    }),
  ],
);

const ROLE_MAPPER_CONFIG = {
  'user.attribute': 'foo',
  'introspection.token.claim': 'true',
  'access.token.claim': 'true',
  'jsonType.label': 'String',
  multivalued: 'true',
};

const ROLES = scope(
  'roles',
  'OpenID Connect scope for add user roles to the access token',
  {
    'include.in.token.scope': 'false',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's message key, not a JS template
    'consent.screen.text': '${rolesScopeConsentText}',
    'display.on.consent.screen': 'true',
  },
  [
    mapper('realm roles', 'oidc-usermodel-realm-role-mapper', {
      ...ROLE_MAPPER_CONFIG,
      'claim.name': 'realm_access.roles',
    }),
    mapper('client roles', 'oidc-usermodel-client-role-mapper', {
      ...ROLE_MAPPER_CONFIG,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's claim template, not a JS template
      'claim.name': 'resource_access.${client_id}.roles',
    }),
    mapper('audience resolve', 'oidc-audience-resolve-mapper', {
      'introspection.token.claim': 'true',
      'access.token.claim': 'true',
    }),
  ],
);

const PROFILE = scope(
  'profile',
  'OpenID Connect built-in scope: profile',
  {
    'include.in.token.scope': 'true',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's message key, not a JS template
    'consent.screen.text': '${profileScopeConsentText}',
    'display.on.consent.screen': 'true',
  },
  [
    attributeMapper('family name', 'lastName', 'family_name'),
    attributeMapper('picture', 'picture', 'picture'),
    attributeMapper('profile', 'profile', 'profile'),
    attributeMapper('locale', 'locale', 'locale'),
    attributeMapper('middle name', 'middleName', 'middle_name'),
    attributeMapper('website', 'website', 'website'),
    attributeMapper('given name', 'firstName', 'given_name'),
    attributeMapper('updated at', 'updatedAt', 'updated_at', 'long'),
    mapper('full name', 'oidc-full-name-mapper', {
      'id.token.claim': 'true',
      'introspection.token.claim': 'true',
      'access.token.claim': 'true',
      'userinfo.token.claim': 'true',
    }),
    attributeMapper('username', 'username', 'preferred_username'),
    attributeMapper('gender', 'gender', 'gender'),
    attributeMapper('birthdate', 'birthdate', 'birthdate'),
    attributeMapper('nickname', 'nickname', 'nickname'),
    attributeMapper('zoneinfo', 'zoneinfo', 'zoneinfo'),
  ],
);

const EMAIL = scope(
  'email',
  'OpenID Connect built-in scope: email',
  {
    'include.in.token.scope': 'true',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's message key, not a JS template
    'consent.screen.text': '${emailScopeConsentText}',
    'display.on.consent.screen': 'true',
  },
  [
    mapper('email verified', 'oidc-usermodel-property-mapper', {
      ...IN_EVERY_TOKEN,
      'user.attribute': 'emailVerified',
      'claim.name': 'email_verified',
      'jsonType.label': 'boolean',
    }),
    attributeMapper('email', 'email', 'email'),
  ],
);

const OFFLINE_ACCESS = scope(
  'offline_access',
  'OpenID Connect built-in scope: offline_access',
  {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Keycloak's message key, not a JS template
    'consent.screen.text': '${offlineAccessScopeConsentText}',
    'display.on.consent.screen': 'true',
  },
  undefined,
);

/** Every client of the realm gets these (Keycloak 26's realm defaults for OpenID Connect clients). */
export const DEFAULT_CLIENT_SCOPES = ['basic', 'acr', 'web-origins', 'roles', 'profile', 'email'];
export const OPTIONAL_CLIENT_SCOPES = ['offline_access'];

export const KEYCLOAK_CLIENT_SCOPES = [BASIC, ACR, WEB_ORIGINS, ROLES, PROFILE, EMAIL, OFFLINE_ACCESS];

/** Keycloak grants the offline_access role through its scope; an import without this mapping loses it. */
export const KEYCLOAK_SCOPE_MAPPINGS = [{ clientScope: 'offline_access', roles: ['offline_access'] }];
