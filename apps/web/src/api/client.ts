import { SNACKBAR_DURATION_MS } from '@fm/contract/constants';
import { i18n } from '../i18n/i18n.ts';
import { setFlashMessage } from '../lib/flash-message.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { enqueueSnackbar } from '../ui/snackbar.tsx';
import { createApiClient } from './api-client.ts';

export const SESSION_EXPIRED_MESSAGE_KEY = 'error.sessionExpired';

let isExpiring = false;

/** The app's one API client, wired to the auth and preferences stores (docs/product.md §10.1, docs/product.md §10.3). */
export const apiClient = createApiClient({
  getSession: () => {
    const { accessToken, refreshToken, tokenExpiry, realm, activeGroup } = useAuthStore.getState();
    return { accessToken, refreshToken, tokenExpiry, realm, activeGroup };
  },
  getLanguage: () => usePreferencesStore.getState().language,
  onTokens: (tokens) => useAuthStore.getState().updateTokens(tokens),
  onSessionExpired: () => {
    if (isExpiring) return;
    isExpiring = true;
    useAuthStore.getState().reset();
    setFlashMessage(SESSION_EXPIRED_MESSAGE_KEY);
    window.location.reload();
  },
  onUnknownError: () => showErrorSnackbar('error.unknown'),
});

export function showErrorSnackbar(messageKey: string): void {
  enqueueSnackbar(i18n.t(messageKey), {
    variant: 'error',
    autoHideDuration: SNACKBAR_DURATION_MS,
    preventDuplicate: true,
  });
}

export const callEndpoint = apiClient.callEndpoint;
export const ensureFreshSession = () => apiClient.ensureFreshSession().catch(() => undefined);
