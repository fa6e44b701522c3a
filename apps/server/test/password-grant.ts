import { idpRealmPath } from '@fm/contract/endpoints/idp';
import type { Realm } from '@fm/contract/enums';

/** An access token from the running server's IdP through the web client's password grant; throws when refused. */
export async function passwordGrantToken(baseUrl: string, realm: Realm, email: string, password: string) {
  const response = await fetch(`${baseUrl}${idpRealmPath(realm, 'token')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'marketplace-web', username: email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed (${response.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}
