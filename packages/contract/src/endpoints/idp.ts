import { z } from 'zod';

/**
 * The identity provider's calls, in Keycloak's layout and shapes (docs/product.md §10.2). These are
 * form-encoded OAuth calls outside the product API's envelope, so they are plain schemas, not endpoints.
 */
export { IDP_BASE, idpRealmPath } from '../idp-paths.ts';

export const tokenPasswordGrantInput = z.object({
  grant_type: z.literal('password'),
  client_id: z.string().min(1),
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
  scope: z.string().optional(),
  /** Not Keycloak's: asks for a 90-day refresh token (the spec's remember-me cookie). */
  remember_me: z.enum(['true', 'false', 'on']).optional(),
});
export const tokenRefreshGrantInput = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string().min(1),
  refresh_token: z.string().min(1),
  scope: z.string().optional(),
});
export const tokenInput = z.discriminatedUnion('grant_type', [tokenPasswordGrantInput, tokenRefreshGrantInput]);

export const tokenOutput = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  refresh_expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  'not-before-policy': z.number().int(),
  session_state: z.string(),
  scope: z.string(),
  /** OpenID Connect ID token: only when the grant's scope holds `openid`, as on Keycloak. */
  id_token: z.string().optional(),
});
export type TokenOutput = z.infer<typeof tokenOutput>;

export const introspectInput = z.object({ client_id: z.string().min(1), token: z.string().min(1) });
export const logoutInput = z.object({ client_id: z.string().min(1), refresh_token: z.string().min(1) });

/** Keycloak's error body, e.g. {"error":"invalid_grant","error_description":"Invalid user credentials"}. */
export const idpErrorOutput = z.object({ error: z.string(), error_description: z.string().optional() });

/** Claims of an access token (Keycloak's names). */
export const accessTokenClaims = z.object({
  iss: z.string(),
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  exp: z.number(),
  iat: z.number(),
  jti: z.string().optional(),
  sid: z.string().optional(),
  azp: z.string().optional(),
  typ: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })).optional(),
  preferred_username: z.string().optional(),
  email: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  /** The user's agencies, as agency ids in text (Keycloak group names). */
  groups: z.array(z.string()).optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;
