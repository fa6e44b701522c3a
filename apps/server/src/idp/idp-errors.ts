/** An OAuth error answered in Keycloak's shape: `{"error": …, "error_description": …}`. */
export class IdpError extends Error {
  readonly statusCode: number;
  readonly body: { error: string; error_description?: string };
  readonly headers: Record<string, string>;

  constructor(statusCode: number, error: string, description?: string, headers: Record<string, string> = {}) {
    super(description ?? error);
    this.statusCode = statusCode;
    this.body = description === undefined ? { error } : { error, error_description: description };
    this.headers = headers;
  }
}

export const realmNotFound = () => new IdpError(404, 'Realm does not exist');
export const invalidClient = () => new IdpError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
/** One answer for wrong user, wrong password, inactive, waiting (locked) and other-realm users: nothing leaks. */
export const invalidUserCredentials = () => new IdpError(401, 'invalid_grant', 'Invalid user credentials');
export const refreshTokenNotActive = () => new IdpError(400, 'invalid_grant', 'Token is not active');
export const invalidRefreshToken = () => new IdpError(400, 'invalid_grant', 'Invalid refresh token');
export const invalidRequest = (description: string) => new IdpError(400, 'invalid_request', description);
export const unsupportedGrantType = () => new IdpError(400, 'unsupported_grant_type', 'Unsupported grant_type');
/**
 * Keycloak has no rate limit of its own, so there is no Keycloak answer to copy: this keeps its error shape and
 * uses `slow_down`, the code registered for the token endpoint (RFC 8628) that says "ask again later".
 */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new IdpError(429, 'slow_down', 'Too many requests, retry later', { 'retry-after': String(retryAfterSeconds) });
export const invalidBearerToken = () =>
  new IdpError(401, 'invalid_token', 'Token verification failed', {
    'www-authenticate': 'Bearer error="invalid_token", error_description="Token verification failed"',
  });
