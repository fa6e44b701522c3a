import type { Realm } from '@fm/contract/enums';

/**
 * The contract's IDP_BASE and idpRealmPath (endpoints/idp.ts), written out: that module builds the IdP's zod schemas
 * at module level, and every page's first download needs the paths but not zod. idp-paths.test.ts holds them equal.
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
