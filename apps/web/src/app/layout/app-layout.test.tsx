import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { fail, signInAs, stubApi } from '../../test/screen.tsx';
import { AppProviders } from '../providers.tsx';
import { ShellProviders } from '../shell-providers.tsx';
import { AppLayout } from './app-layout.tsx';

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path, element: <p>the page</p>, handle: { pattern: path } }] }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>
    </AppProviders>,
  );
}

afterEach(() => {
  useAuthStore.getState().reset();
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it('leaves out the navigation and says why while a freelancer must complete the profile first', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('freelancer', ['freelancer']);
    useAuthStore.setState({ isProfileComplete: false });
    stubApi(() => fail(503, 'error.unknown', 'unavailable'));
    renderLayout('/create-profile/welcome');
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(screen.getByText('Complete your profile first — the other pages open once it is saved.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bookings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('shows the navigation once the profile is complete', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('freelancer', ['freelancer']);
    stubApi(() => fail(503, 'error.unknown', 'unavailable'));
    renderLayout('/dashboard');
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bookings' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Complete your profile first/)).toBeNull();
  });
});
