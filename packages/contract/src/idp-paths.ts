import type { Realm } from './enums.ts';

/**
 * Where the identity provider's calls live. A module of its own without zod, so that the web app's sign-in pages
 * can build these URLs without downloading the IdP's schemas (endpoints/idp.ts re-exports both).
 */
export const IDP_BASE = '/idp';

/** A realm's OpenID Connect URL below the IdP's base: the embedded `/idp`, or an external Keycloak's URL. */
export function idpRealmPath(
  realm: Realm,
  path: 'token' | 'token/introspect' | 'logout' | 'certs' | 'userinfo',
  base: string = IDP_BASE,
) {
  return `${base.replace(/\/+$/, '')}/realms/${realm}/protocol/openid-connect/${path}`;
}
