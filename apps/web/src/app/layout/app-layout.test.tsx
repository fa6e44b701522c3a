import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNINVITED_MESSAGE_KEY } from '../../features/auth/api/sign-in.ts';
import { takeFlashMessage } from '../../lib/flash-message.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { agencyProfile } from '../../test/agency-profile-fixture.ts';
import { stubMatchMedia } from '../../test/browser-stubs.ts';
import { fail, ok, signInAs, stubApi } from '../../test/screen.tsx';
import { AppProviders } from '../providers.tsx';
import { ShellProviders } from '../shell-providers.tsx';
import { AppLayout } from './app-layout.tsx';

const AGENCY_PROFILE = '/api/agency/profile';

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ path, element: <p>the page</p>, handle: { pattern: path } }] },
      { path: '/login', element: <p>the sign-in page</p> },
    ],
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
  // The shell's one query client outlives a test: another account's profile must not answer the next one.
  queryClient.clear();
  useAuthStore.getState().reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppLayout', () => {
  it('names the agency the user acts in beside the logo, from the agency profile', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('agency', ['agency-manager']);
    stubMatchMedia('min-width:900px', true);
    stubApi((request) =>
      request.path === AGENCY_PROFILE ? ok(agencyProfile({ name: 'Nordlicht Media' })) : undefined,
    );
    renderLayout('/dashboard');
    expect((await screen.findByTitle('Active agency')).textContent).toBe('Nordlicht Media');
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('signs out an agency user whose profile answers 403 (not invited) and says so on the sign-in page', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('agency', ['agency-manager']);
    stubApi((request) =>
      request.path === AGENCY_PROFILE ? fail(403, 'error.forbidden', 'You have no access to this page.') : undefined,
    );
    renderLayout('/dashboard');
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(takeFlashMessage()).toBe(UNINVITED_MESSAGE_KEY);
  });

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

  it('shows the navigation beside the page on a wide screen once the profile is complete', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('freelancer', ['freelancer']);
    stubApi(() => fail(503, 'error.unknown', 'unavailable'));
    stubMatchMedia('min-width:900px', true);
    renderLayout('/dashboard');
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bookings' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByText(/Complete your profile first/)).toBeNull();
  });

  it('keeps the navigation behind the menu button on a narrow screen, rendered at the first opening', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('freelancer', ['freelancer']);
    stubApi(() => fail(503, 'error.unknown', 'unavailable'));
    renderLayout('/dashboard');
    expect(await screen.findByText('the page')).toBeTruthy();
    // Not even hidden in the page: a phone does not render the navigation with every page it loads.
    expect(screen.queryByText('Bookings')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Bookings' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bookings' })).toBeNull());
    // Closed again, it stays in the page (hidden), so that it opens again at once.
    expect(screen.getByText('Bookings')).toBeTruthy();
  });

  it('opens the account menu, fetched on demand, with the name, the e-mail, the own pages and the sign-out', async () => {
    usePreferencesStore.setState({ language: 'en' });
    signInAs('freelancer', ['freelancer']);
    stubApi(() => fail(503, 'error.unknown', 'unavailable'));
    renderLayout('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Mia Muster');
    expect(menu.textContent).toContain('me@example.test');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
