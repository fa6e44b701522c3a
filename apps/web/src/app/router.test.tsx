import { CHUNK_LOAD_TIMEOUT_MS } from '@fm/contract/constants';
import { PUBLIC_ROUTES, ROUTE_ROLES } from '@fm/contract/routes';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { signInAs, stubApi } from '../test/screen.tsx';
import { ChunkLoadError, lazyPage, loadChunk } from './lazy-page.ts';
import { AppProviders } from './providers.tsx';
import { RouteError } from './route-error.tsx';
import { APP_ROUTES } from './router.tsx';

function NoFallback() {
  return null;
}

/** Every full path the route table declares, e.g. '/agencies/:id/edit'. */
function collectPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path ? [path] : [];
    return [...own, ...collectPaths(route.children ?? [], path)];
  });
}

const SIGNED_IN_ROUTES = [
  '/onboarding/welcome',
  '/onboarding',
  '/edit-agency-profile',
  '/create-profile/welcome',
  '/create-profile',
  '/edit-profile',
  '/dashboard',
  '/projects',
  '/projects/:id',
  '/bookings',
  '/freelancers',
  '/freelancers/:id',
  '/agencies',
  '/agencies/:id',
  '/agencies/:id/edit',
  '/time-recording',
  '/flat-rate-payments',
  '/credit-notes',
  '/users',
  '/users/:id',
  '/profile',
  '/settings',
  '/reports',
  '/agency-groups',
  '/credit-memo-procedure',
  '/choose-agency',
];

describe('route table', () => {
  it('declares every route of docs/product.md §3', () => {
    const paths = collectPaths(APP_ROUTES);
    for (const path of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...Object.keys(ROUTE_ROLES)])
      expect(paths).toContain(path);
  });

  it('code-splits every page', () => {
    const pages = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => [...(route.lazy ? [route] : []), ...pages(route.children ?? [])]);
    expect(pages(APP_ROUTES).length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length + SIGNED_IN_ROUTES.length - 2);
  });
});

describe('chunk loading', () => {
  it('fails with "Loading chunk failed" after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow(new ChunkLoadError());
    vi.useRealTimers();
  });

  it('shows the catalogue message and a reload button when a page chunk fails', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: NoFallback,
          errorElement: <RouteError />,
          lazy: lazyPage(
            () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            'Page' as never,
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('a signed-in first load', () => {
  afterEach(() => {
    cleanup(); // before the session ends, which would send the mounted app to the sign-in page
    queryClient.clear();
    useAuthStore.getState().reset();
    vi.unstubAllGlobals();
  });

  it('shows one loader, then the frame and the page together', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('agency', ['agency-manager']);
    stubApi(() => undefined);
    // Each loader the app puts up before the frame: React keeps a Suspense boundary's loader on screen for at least
    // 300 ms, so every one of them delays the page.
    const loaders = new Set<Element>();
    const observer = new MutationObserver(() => {
      if (document.querySelector('header')) return;
      for (const loader of document.querySelectorAll('[role="status"]')) loaders.add(loader);
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const router = createMemoryRouter(APP_ROUTES, { initialEntries: ['/settings'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    observer.disconnect();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(loaders.size).toBe(1);
  });
});
