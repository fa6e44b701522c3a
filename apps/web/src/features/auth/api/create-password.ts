import type { passwordCreate } from '@fm/contract/endpoints/freelancers';
import type { AGENCY_PASSWORD_ENDPOINTS } from '@fm/contract/endpoints/users';
import { realmSchema } from '@fm/contract/enums';
import { callEndpoint } from '../../../api/client.ts';
import { signIn } from './sign-in.ts';

/**
 * Sets the password from a mailed link (its `expiryToken`) with the freelancer's or the agency's endpoint, then
 * signs in with it (not remembered); the guards lead on.
 */
export async function createPasswordAndSignIn(
  endpoint: typeof passwordCreate | typeof AGENCY_PASSWORD_ENDPOINTS.passwordCreate,
  expiryToken: string,
  password: string,
): Promise<void> {
  const account = await callEndpoint(endpoint, { body: { expiryToken, newPassword: password } });
  await signIn({ realm: realmSchema.parse(account.realm), email: account.email, password, isRememberMe: false });
}
