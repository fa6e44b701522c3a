import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { switchLanguage } from './i18n/i18n.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { usePreferencesStore } from './stores/preferences-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The identity provider's calls wait for the server's configuration (readyRuntimeConfig); rendering does not.
void loadRuntimeConfig();

// Creating the router starts loading the chunks of the matched routes (a signed-in page's: its session guard, frame
// and page, in parallel); the chosen language's texts load beside them (only German is a chunk of its own), and the
// first render waits for them, so a page never flashes in the other language. That render is a transition, which
// React renders in slices of a few milliseconds with the browser free in between, and only its commit in one task:
// rendered at once, a signed-in page's frame and page (MUI's emotion-styled components) held the main thread for
// 140-260 ms in one task on a desktop, most of it blocking time. The router's own updates are transitions already.
const router = createAppRouter();
void switchLanguage(usePreferencesStore.getState().language).then(() => {
  const appRoot = createRoot(root);
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
