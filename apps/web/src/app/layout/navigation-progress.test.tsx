import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

describe('NavigationProgress', () => {
  it('shows a progress bar while the next page chunk loads and removes it when the page is there', async () => {
    let finishLoading: (page: { Component: () => ReactElement }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/slow">to the slow page</Link> },
            {
              path: '/slow',
              lazy: () =>
                new Promise((resolve) => {
                  finishLoading = resolve;
                }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => screen.getByRole('link', { name: 'to the slow page' }).click());
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'to the slow page' })).toBeTruthy();
    await act(async () => finishLoading({ Component: () => <p>slow page</p> }));
    expect(await screen.findByText('slow page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
