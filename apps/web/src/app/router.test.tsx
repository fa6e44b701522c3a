import { CHUNK_LOAD_TIMEOUT_MS } from '@fm/contract/constants';
import { PUBLIC_ROUTES, ROUTE_ROLES } from '@fm/contract/routes';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
