import { SNACKBAR_DURATION_MS } from '@fm/contract/constants';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useEffectiveTheme } from '../hooks/use-effective-theme.ts';
import { i18n } from '../i18n/i18n.ts';
import { takeFlashMessage } from '../lib/flash-message.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { createAppTheme } from './theme.ts';

/** Exit animation length: 3000 ms shown + 200 ms leaving = removed after 3200 ms (docs/product.md §12). */
const SNACKBAR_EXIT_MS = 200;

/** Shows a message left for after a reload (e.g. "Session expired!"). */
function FlashMessage() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  useEffect(() => {
    const key = takeFlashMessage();
    if (key) enqueueSnackbar(t(key), { variant: 'error' });
  }, [enqueueSnackbar, t]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const mode = useEffectiveTheme();
  const theme = useMemo(() => createAppTheme(mode, language), [mode, language]);

  // The query client and the dates (dayjs's locale, the pickers' adapter) come with the signed-in pages: ShellProviders.
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = i18n.t('app.name', { lng: language });
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          autoHideDuration={SNACKBAR_DURATION_MS}
          transitionDuration={{ exit: SNACKBAR_EXIT_MS }}
          maxSnack={3}
        >
          <FlashMessage />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
