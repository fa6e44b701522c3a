import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { fail, ok, stubApi } from '../../../test/screen.tsx';
import { signIn } from './sign-in.ts';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const accessToken = (claims: object) => `${base64Url({ alg: 'none' })}.${base64Url(claims)}.sig`;
const tokenResponse = (claims: object) =>
  Response.json({
    access_token: accessToken(claims),
    expires_in: 300,
    refresh_token: 'refresh-1',
    refresh_expires_in: 1800,
    token_type: 'Bearer',
    'not-before-policy': 0,
    session_state: 's',
    scope: 'openid',
  });

const AGENCY_CLAIMS = {
  sub: '5',
  email: 'md@demo.test',
  preferred_username: 'md@demo.test',
  given_name: 'Martin',
  family_name: 'Dietrich',
  realm_access: { roles: ['managing-director', 'offline_access'] },
};

beforeEach(() => {
  usePreferencesStore.setState({ language: 'en', theme: 'system' });
});
afterEach(() => vi.restoreAllMocks());

describe('signIn', () => {
  it('decodes the claims, picks the only agency and applies the server settings', async () => {
    const calls = stubApi(({ path }) =>
      path.endsWith('/token')
        ? tokenResponse({ ...AGENCY_CLAIMS, groups: ['1'] })
        : ok(
            agencyProfile({
              is_profile_complete: false,
              user: { ...agencyProfile().user, first_name: 'Martin', last_name: 'Dietrich' },
              settings: { theme: 'dark', account_language: 'de' },
              unread_to_do_count: 1,
              unread_message_count: 2,
            }),
          ),
    );
    await signIn({ realm: 'agency', email: ' md@demo.test ', password: 'pw', isRememberMe: true });
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      realm: 'agency',
      activeGroup: '1',
      isProfileComplete: false,
      firstName: 'Martin',
      isSigningIn: false,
    });
    expect(state.user).toMatchObject({ id: '5', email: 'md@demo.test', roles: ['managing-director'], groups: ['1'] });
    expect(document.cookie).toContain('fm_refresh_token=refresh-1');
    expect(document.cookie).toContain('fm_remember_me=true');
    expect(usePreferencesStore.getState()).toMatchObject({ theme: 'dark', language: 'de' });
    expect(calls[1]?.path).toBe('/api/agency/profile');
    expect(calls[1]?.headers.get('x-group')).toBe('1');
  });

  it('is still signing in, session started, until the profile has been read', async () => {
    let answerProfile: (response: Response) => void = () => {};
    const profile = new Promise<Response>((resolve) => {
      answerProfile = resolve;
    });
    stubApi(({ path }) => (path.endsWith('/token') ? tokenResponse({ ...AGENCY_CLAIMS, groups: ['1'] }) : profile));
    const signingIn = signIn({ realm: 'agency', email: 'md@demo.test', password: 'pw', isRememberMe: false });
    await vi.waitFor(() => expect(useAuthStore.getState().accessToken).not.toBeNull());
    // The sign-in pages redirect only when this is over; leaving earlier would abort the profile read.
    expect(useAuthStore.getState()).toMatchObject({ isSigningIn: true, isProfileComplete: null });
    answerProfile(ok(agencyProfile()));
    await signingIn;
    expect(useAuthStore.getState()).toMatchObject({ isSigningIn: false, isProfileComplete: true });
  });

  it('waits with the profile until an agency user in several agencies has chosen one', async () => {
    const calls = stubApi(() => tokenResponse({ ...AGENCY_CLAIMS, groups: ['1', '2'] }));
    await signIn({ realm: 'agency', email: 'md@demo.test', password: 'pw', isRememberMe: false });
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ activeGroup: null, isProfileComplete: null });
  });

  it('signs an uninvited agency user out again with error.uninvited (403 on the agency profile)', async () => {
    const calls = stubApi(({ path }) => {
      if (path.endsWith('/token')) return tokenResponse({ ...AGENCY_CLAIMS, groups: ['1'] });
      if (path.endsWith('/logout')) return new Response(null, { status: 204 });
      return fail(403, 'error.forbidden', 'Forbidden');
    });
    await expect(
      signIn({ realm: 'agency', email: 'md@demo.test', password: 'pw', isRememberMe: false }),
    ).rejects.toMatchObject({
      code: 'error.uninvited',
    });
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(calls.some((call) => call.path === '/idp/realms/agency/protocol/openid-connect/logout')).toBe(true);
    expect(document.cookie).not.toContain('fm_refresh_token=');
  });
});
