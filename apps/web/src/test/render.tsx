import * as contractMessages from '@fm/contract/messages';
import { CssBaseline, createTheme, type PaletteMode, type Theme, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { type CatalogueTexts, nestCatalogue, type Tree } from '../i18n/nest-catalogue.ts';
import { UI_MESSAGES } from '../ui/ui-messages.ts';

export type TestLanguage = 'en' | 'de';

/** The contract's catalogues that exist at the moment (VALIDATION_MESSAGES is added by another engineer). */
function contractResources(language: TestLanguage): Tree {
  const exported = contractMessages as unknown as Record<string, unknown>;
  const catalogues = ['API_MESSAGES', 'VALIDATION_MESSAGES'].map((name) => exported[name]).filter(Boolean);
  return Object.assign({}, ...catalogues.map((catalogue) => nestCatalogue(catalogue as CatalogueTexts, language)));
}

/** A fresh i18next instance with the shared-widget texts under `ui`, as the shell merges them. */
export function createTestI18n(language: TestLanguage = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { ...contractResources('en'), ui: UI_MESSAGES.en } },
      de: { translation: { ...contractResources('de'), ui: UI_MESSAGES.de } },
    },
  });
  return instance;
}

export type ProvidersOptions = {
  language?: TestLanguage;
  route?: string;
  mode?: PaletteMode;
  queryClient?: QueryClient;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type TestProvidersProps = {
  children: ReactNode;
  i18n: I18n;
  queryClient: QueryClient;
  theme: Theme;
  language: TestLanguage;
  route: string;
};

/** The providers the shell puts around the app. */
export function TestProviders({ children, i18n, queryClient, theme, language, route }: TestProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language === 'de' ? 'de' : 'en-gb'}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** A wrapper for render/renderHook with fresh i18n, theme and query client for one test. */
export function createTestWrapper({
  language = 'en',
  route = '/',
  mode = 'light',
  queryClient,
}: ProvidersOptions = {}) {
  const i18n = createTestI18n(language);
  const client = queryClient ?? createTestQueryClient();
  const theme = createTheme({ palette: { mode } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={i18n} queryClient={client} theme={theme} language={language} route={route}>
      {children}
    </TestProviders>
  );
  return { wrapper, i18n, queryClient: client };
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { language, route, mode, queryClient, ...renderOptions } = options;
  const { wrapper, i18n, queryClient: client } = createTestWrapper({ language, route, mode, queryClient });
  return { ...render(ui, { wrapper, ...renderOptions }), i18n, queryClient: client };
}
