import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { AppProviders } from '../providers.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SideNavigation } from './side-navigation.tsx';

function renderShell() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/dashboard']}>
        <LanguageSwitch />
        <SideNavigation roles={['managing-director']} />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function switchTo(languageName: string) {
  await userEvent.click(screen.getByRole('button', { name: /Language|Sprache/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: languageName }));
}

beforeEach(() => {
  usePreferencesStore.setState({ language: 'en', theme: 'light' });
  useAuthStore.getState().reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferencesStore.setState({ language: 'en' });
});

describe('language switch', () => {
  it('switches the interface texts between English and German and persists the choice', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Bookings' })).toBeTruthy();
    await switchTo('Deutsch');
    await screen.findByRole('link', { name: 'Buchungen' });
    expect(screen.getByRole('link', { name: 'Zeiterfassung' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(JSON.parse(localStorage.getItem('fm-preferences') ?? '{}').state.language).toBe('de');
    await switchTo('English');
    await screen.findByRole('link', { name: 'Bookings' });
  });

  it('saves the language through the realm settings call when signed in', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ status: 'success', data: { theme: null, account_language: 'de' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({
      accessToken: 'token',
      refreshToken: 'refresh',
      tokenExpiry: Date.now() + 300_000,
      realm: 'agency',
      activeGroup: '3',
    });
    renderShell();
    await switchTo('Deutsch');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/agency/settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ account_language: 'de' });
    expect(new Headers(init.headers).get('accept-language')).toBe('de');
  });
});
