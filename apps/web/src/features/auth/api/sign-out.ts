import { revokeSession } from '../../../api/idp-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** Ends the session at the IdP (logout with the refresh token) and clears everything local. */
export async function signOut(): Promise<void> {
  const { realm, refreshToken } = useAuthStore.getState();
  useAuthStore.getState().reset({ hasSignedOut: true });
  queryClient.clear();
  if (realm && refreshToken) await revokeSession(realm, refreshToken);
}
