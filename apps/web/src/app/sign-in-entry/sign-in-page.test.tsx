import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { setFlashMessage } from '../../lib/flash-message.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { completeProfile } from '../../test/freelancer-profile-fixture.ts';
import { fail, ok, stubApi } from '../../test/screen.tsx';
import {
  expectRefusalLinking,
  expectTooLongInputRefused,
  field,
  replaceWith,
  submitCredentials,
} from '../../test/sign-in-steps.ts';
import { APP_FILES_META } from './prefetch-the-app.ts';
import { SignInPage } from './sign-in-page.tsx';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenResponse = () =>
  Response.json({
    access_token: `${base64Url({ alg: 'none' })}.${base64Url({ sub: '7', email: 'freelancer@demo.test', realm_access: { roles: ['freelancer'] } })}.sig`,
    expires_in: 300,
    refresh_token: 'refresh-1',
    refresh_expires_in: 1800,
    token_type: 'Bearer',
  });

function renderPage(onSignedIn = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <SignInPage onSignedIn={onSignedIn} />
    </I18nextProvider>,
  );
  return onSignedIn;
}

beforeEach(async () => {
  usePreferencesStore.setState({ language: 'en', theme: 'light' });
  await i18n.changeLanguage('en');
  useAuthStore.getState().reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/login, the sign-in page of its own', () => {
  it('refuses empty, malformed and too long input with the specification’s messages, without calling the server', async () => {
    const requests = stubApi(() => ok({}));
    renderPage();
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    await userEvent.click(signIn);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^E-mail/));

    await replaceWith(/^E-mail/, 'md@demo');
    await replaceWith(/^Password/, 'demo1234!');
    await userEvent.click(signIn);
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    await userEvent.paste('.test');
    await waitFor(() => expect(screen.queryByText('Should be a valid e-mail address')).toBeNull());
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('false');

    await expectTooLongInputRefused();
    expect(requests).toHaveLength(0);
  });

  it('names wrong credentials without saying whether the account exists and points to the other sign-ins', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'invalid_grant' }, { status: 401 }));
    const onSignedIn = renderPage();
    await submitCredentials('agency-manager@demo.test');
    await expectRefusalLinking({
      'Sign in as an agency': '/sso?type=login',
      'Sign in as admin or finance': '/admin-login',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('says so when the server fails, as the app’s snackbar would', async () => {
    stubApi(() => fail(503, 'error.unknown', 'down'));
    renderPage();
    await submitCredentials('freelancer@demo.test');
    expect((await screen.findByRole('alert')).textContent).toBe('Some error occurred, please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('signs in with the password grant, reads the profile and then leaves for the app', async () => {
    const requests = stubApi(({ path }) => (path.endsWith('/token') ? tokenResponse() : ok(completeProfile())));
    const onSignedIn = renderPage();
    await replaceWith(/^E-mail/, ' freelancer@demo.test ');
    await replaceWith(/^Password/, 'demo1234!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState()).toMatchObject({ realm: 'freelancer', isProfileComplete: true });
    expect(requests.map(({ path }) => path)).toEqual([
      expect.stringMatching(/\/realms\/freelancer\/.*\/token$/),
      '/api/freelancer/profile',
    ]);
    expect(String(requests[0]?.body)).toContain('username=freelancer%40demo.test');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);
  });

  it('prefetches the app’s files listed by the build at the first key press, not while the page loads', async () => {
    const listed = document.createElement('meta');
    listed.name = APP_FILES_META;
    listed.content = '/assets/app-1.js /assets/mui-core-2.js';
    document.head.append(listed);
    const prefetched = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
    renderPage();
    expect(prefetched()).toEqual([]);

    await userEvent.keyboard('f');
    expect(prefetched()).toEqual(['/assets/app-1.js', '/assets/mui-core-2.js']);
    await userEvent.keyboard('r');
    expect(prefetched()).toHaveLength(2);
    for (const link of document.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  it('shows the message left for after a reload once ("Session expired!")', async () => {
    setFlashMessage('error.sessionExpired');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Session expired!');
    expect(sessionStorage.length).toBe(0);
  });

  it('switches language and theme with the keyboard, keeps both and labels the page accordingly', async () => {
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Als Freelancer anmelden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Freelancer-Marktplatz');
    expect(usePreferencesStore.getState().language).toBe('de');

    screen.getByRole('button', { name: 'Zum dunklen Design wechseln' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(usePreferencesStore.getState().theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Zum hellen Design wechseln' })).toBeTruthy();
  });
});
