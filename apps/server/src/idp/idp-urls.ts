import { IDP_BASE } from '@fm/contract/endpoints/idp';
import { REALMS, type Realm } from '@fm/contract/enums';
import type { AppConfig } from '../config/config.ts';

type IdpUrlConfig = Pick<AppConfig, 'publicUrl' | 'idpUrl'>;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function isRealm(value: unknown): value is Realm {
  return typeof value === 'string' && (REALMS as readonly string[]).includes(value);
}

/** The realm's issuer: Keycloak's `${base}/realms/${realm}`, base being IDP_URL or our embedded `/idp`. */
export function issuerFor(config: IdpUrlConfig, realm: Realm): string {
  const base = config.idpUrl
    ? withoutTrailingSlash(config.idpUrl)
    : `${withoutTrailingSlash(config.publicUrl)}${IDP_BASE}`;
  return `${base}/realms/${realm}`;
}

/** Where the realm's signing keys are published (the same path on Keycloak and on the embedded provider). */
export function jwksUrlFor(config: IdpUrlConfig, realm: Realm): string {
  return `${issuerFor(config, realm)}/protocol/openid-connect/certs`;
}

/**
 * The discovery document of the embedded provider (OpenID Connect Discovery 1.0 §3): every required field and
 * only what it implements. There is no browser flow, so no authorization endpoint: sign-in is the password
 * grant at the token endpoint, hence the response type `none`.
 */
export function openidConfigurationFor(config: IdpUrlConfig, realm: Realm) {
  const issuer = issuerFor(config, realm);
  const endpoint = (path: string) => `${issuer}/protocol/openid-connect/${path}`;
  return {
    issuer,
    token_endpoint: endpoint('token'),
    introspection_endpoint: endpoint('token/introspect'),
    userinfo_endpoint: endpoint('userinfo'),
    end_session_endpoint: endpoint('logout'),
    revocation_endpoint: endpoint('revoke'),
    jwks_uri: endpoint('certs'),
    grant_types_supported: ['password', 'refresh_token'],
    response_types_supported: ['none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    introspection_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    frontchannel_logout_supported: false,
    backchannel_logout_supported: false,
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'azp',
      'sid',
      'auth_time',
      'acr',
      'email',
      'email_verified',
      'name',
      'given_name',
      'family_name',
      'preferred_username',
      'groups',
    ],
  };
}
