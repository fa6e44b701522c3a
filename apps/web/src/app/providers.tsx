import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useEffectiveTheme } from '../hooks/use-effective-theme.ts';
import { useMediaMatch } from '../hooks/use-media-match.ts';
import { i18n, switchLanguage } from '../i18n/i18n.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { Snackbars } from '../ui/snackbar.tsx';
import { createAppTheme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const mode = useEffectiveTheme();
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => createAppTheme(mode, language, reducedMotion), [mode, language, reducedMotion]);

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
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
