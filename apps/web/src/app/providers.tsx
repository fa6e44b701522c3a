import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useEffectiveTheme } from '../hooks/use-effective-theme.ts';
import { i18n, switchLanguage } from '../i18n/i18n.ts';
import { takeFlashMessage } from '../lib/flash-message.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { Snackbars, useSnackbar } from '../ui/snackbar.tsx';
import { createAppTheme } from './theme.ts';

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
    let isCurrent = true;
    void switchLanguage(language).then(() => {
      if (isCurrent) document.title = i18n.t('app.name', { lng: language });
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <Snackbars />
        <FlashMessage />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
