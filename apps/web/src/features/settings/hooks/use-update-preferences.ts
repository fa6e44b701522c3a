import type { Language, Theme } from '@fm/contract/enums';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { type ThemePreference, usePreferencesStore } from '../../../stores/preferences-store.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';

/**
 * Changes theme or language at once on this device and, when signed in, saves it through the realm's
 * settings call. 'system' is local only: the server knows light and dark.
 */
export function useUpdatePreferences() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();

  const save = useCallback(
    (settings: { theme?: Theme; account_language?: Language }) => {
      const { realm, accessToken } = useAuthStore.getState();
      if (!realm || !accessToken) return;
      // Loaded on first use: the top bar's switches are on /login, whose first download leaves the contract's
      // settings schemas (and zod) out.
      import('../api/save-settings.ts')
        .then(({ saveSettings }) => saveSettings(realm, settings))
        .catch((error: unknown) => {
          // 5xx and network errors already raised the unknown-error snackbar.
          if (isApiError(error) && error.status > 0 && error.status < 500) {
            enqueueSnackbar(t('catalogue.errorSavingSettings'), { variant: 'error' });
          }
        });
    },
    [enqueueSnackbar, t],
  );

  const setTheme = useCallback(
    (theme: ThemePreference) => {
      usePreferencesStore.getState().setTheme(theme);
      if (theme !== 'system') save({ theme });
    },
    [save],
  );

  const setLanguage = useCallback(
    (language: Language) => {
      usePreferencesStore.getState().setLanguage(language);
      save({ account_language: language });
    },
    [save],
  );

  return { setTheme, setLanguage };
}
