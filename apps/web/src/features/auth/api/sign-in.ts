import type { Realm } from '@fm/contract/enums';
import { ApiError } from '../../../api/api-error.ts';
import { requestPasswordToken } from '../../../api/idp-client.ts';
import { saveRememberMe } from '../../../lib/session-cookies.ts';
import { needsAgencyChoice, useAuthStore } from '../../../stores/auth-store.ts';
import { applyProfile, fetchProfile } from './get-profile.ts';
import { signOut } from './sign-out.ts';

export type SignInInput = { realm: Realm; email: string; password: string; isRememberMe: boolean };

/** A 403 on the agency profile: the user was never invited (docs/product.md §2). */
export const UNINVITED_MESSAGE_KEY = 'error.uninvited';

/**
 * Password grant, then the realm's profile (names, is_profile_complete, settings). An agency user with several
 * agencies reads the profile after choosing one. The guards then route to the right page.
 */
export async function signIn(input: SignInInput): Promise<void> {
  saveRememberMe(input.isRememberMe);
  const tokens = await requestPasswordToken({
    realm: input.realm,
    username: input.email.trim(),
    password: input.password,
    isRememberMe: input.isRememberMe,
  });
  const auth = useAuthStore.getState();
  auth.setIsSigningIn(true);
  try {
    auth.startSession(tokens, input.realm);
    if (needsAgencyChoice(useAuthStore.getState())) return;
    await loadSignedInProfile();
  } catch (error) {
    // Without its profile the session is of no use: end it, so the form can be tried again.
    if (useAuthStore.getState().accessToken) await signOut();
    throw error;
  } finally {
    useAuthStore.getState().setIsSigningIn(false);
  }
}

/** Reads and applies the profile; an uninvited agency user is signed out with error.uninvited. */
export async function loadSignedInProfile(): Promise<void> {
  const { realm } = useAuthStore.getState();
  if (!realm) return;
  try {
    applyProfile(await fetchProfile(realm), { withSettings: true });
  } catch (error) {
    if (realm === 'agency' && error instanceof ApiError && error.status === 403) {
      await signOut();
      throw new ApiError({ status: 403, code: UNINVITED_MESSAGE_KEY, message: error.message });
    }
    throw error;
  }
}
