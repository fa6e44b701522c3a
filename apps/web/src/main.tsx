import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The identity provider's calls wait for the server's configuration (readyRuntimeConfig); rendering does not.
void loadRuntimeConfig();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
