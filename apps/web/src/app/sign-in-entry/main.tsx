import './sign-in.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, switchLanguage } from '../../i18n/i18n.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { leaveForTheApp, SignInPage } from './sign-in-page.tsx';

/**
 * The entry of /login (login.html, decision 038). A stored session goes on to the app at once, as the app's
 * RedirectIfSignedIn guard sends a signed-in visitor of a sign-in page; otherwise the page renders in the chosen
 * language, whose texts it waits for (only German is a chunk of its own).
 */
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

if (useAuthStore.getState().accessToken !== null) {
  leaveForTheApp();
} else {
  // The identity provider's calls wait for the server's configuration; rendering does not.
  void loadRuntimeConfig();
  void switchLanguage(usePreferencesStore.getState().language).then(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <SignInPage />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
