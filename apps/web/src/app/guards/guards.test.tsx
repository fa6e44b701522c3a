import type { Role } from '@fm/contract/enums';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { completeProfile } from '../../test/freelancer-profile-fixture.ts';
import { RedirectIfSignedIn, RequireRegisterToken, RequireSsoType } from './public-guards.tsx';
import { RequireSession } from './require-session.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const signedIn = (path: string, options: { isDense?: boolean } = {}): RouteObject => ({
  path,
  element: <Where />,
  handle: { pattern: `/${path}`, ...options },
});

/** The guard structure of src/app/router.tsx with stand-in pages that print where they are. */
const ROUTES: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'login', element: <SignInForm realm="freelancer" /> },
          { path: 'admin-login', element: <Where /> },
          { path: 'sso', element: <RequireSsoType />, children: [{ index: true, element: <Where /> }] },
          { path: 'register', element: <RequireRegisterToken />, children: [{ index: true, element: <Where /> }] },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <Where />, handle: { pattern: '/' } },
          signedIn('choose-agency'),
          signedIn('credit-memo-procedure'),
          signedIn('dashboard'),
          signedIn('onboarding/welcome'),
          signedIn('onboarding'),
          signedIn('create-profile/welcome'),
          signedIn('create-profile'),
          signedIn('projects'),
          signedIn('projects/:id'),
          signedIn('agencies'),
          signedIn('users'),
          signedIn('freelancers'),
          signedIn('settings'),
          signedIn('reports'),
        ],
      },
    ],
  },
];

function visit(path: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

async function expectAt(path: string) {
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));
}

function base64Url(value: object) {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function accessToken(roles: string[], groups: string[] = []) {
  return `${base64Url({ alg: 'none' })}.${base64Url({ sub: 'u1', email: 'x@demo.test', realm_access: { roles }, groups })}.sig`;
}

function signIn(
  roles: Role[],
  options: { groups?: string[]; activeGroup?: string | null; isProfileComplete?: boolean | null } = {},
) {
  useAuthStore.setState({
    accessToken: 'token',
    refreshToken: 'refresh',
    tokenExpiry: Date.now() + 300_000,
    realm: roles.includes('freelancer') ? 'freelancer' : 'agency',
    user: { id: 'u1', email: 'x@demo.test', username: 'x', roles, resourceAccess: {}, groups: options.groups ?? [] },
    activeGroup: options.activeGroup ?? null,
    isProfileComplete: options.isProfileComplete === undefined ? true : options.isProfileComplete,
  });
}

beforeEach(() => {
  useAuthStore.getState().reset();
  useAuthStore.setState({ redirectUrl: null, hasSignedOut: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route guards', () => {
  it('sends a visitor without a token to /login and remembers a remembered path', async () => {
    visit('/projects/5?tab=bookings');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(useAuthStore.getState().redirectUrl).toBe('/projects/5?tab=bookings');
  });

  it('does not remember paths outside REMEMBERED_PATH_PREFIXES', async () => {
    useAuthStore.setState({ redirectUrl: '/users' });
    visit('/reports');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(useAuthStore.getState().redirectUrl).toBeNull();
  });

  it('does not remember the path after a deliberate sign-out', async () => {
    useAuthStore.setState({ hasSignedOut: true });
    visit('/projects');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(useAuthStore.getState().redirectUrl).toBeNull();
  });

  it('goes to the remembered path after signing in', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/idp/realms/freelancer/protocol/openid-connect/token') {
        return Response.json({
          access_token: accessToken(['default-roles-freelancer']),
          expires_in: 300,
          refresh_token: 'r1',
          refresh_expires_in: 1800,
          token_type: 'Bearer',
          'not-before-policy': 0,
          session_state: 's',
          scope: 'openid',
        });
      }
      if (url === '/api/freelancer/profile') {
        return Response.json({
          status: 'success',
          data: completeProfile({ first_name: 'Frida', last_name: 'Lance' }),
        });
      }
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    visit('/projects/5');
    await screen.findByRole('button', { name: 'Sign in' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'freelancer@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectAt('/projects/5');
    expect(useAuthStore.getState()).toMatchObject({ firstName: 'Frida', redirectUrl: null, isProfileComplete: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'password',
      client_id: 'marketplace-web',
      username: 'freelancer@demo.test',
      password: 'demo1234!',
      scope: 'openid',
      remember_me: 'false',
    });
  });

  it('shows "Login failed" when the identity provider answers 401', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'invalid_grant' }, { status: 401 }));
    visit('/login');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'nobody@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed');
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('sends a signed-in user away from the login pages to home', async () => {
    signIn(['admin']);
    visit('/admin-login');
    await expectAt('/');
  });

  it('sends an agency user with several agencies and none active to /choose-agency', async () => {
    signIn(['agency-manager'], { groups: ['1', '2'] });
    visit('/projects');
    await expectAt('/choose-agency');
  });

  it('lets an agency user with an active agency through', async () => {
    signIn(['agency-manager'], { groups: ['1', '2'], activeGroup: '2' });
    visit('/projects');
    await expectAt('/projects');
  });

  it('forces a managing director with an incomplete profile to the onboarding welcome', async () => {
    signIn(['managing-director'], { groups: ['1'], activeGroup: '1', isProfileComplete: false });
    visit('/projects');
    await expectAt('/onboarding/welcome');
  });

  it('lets an incomplete managing director move within onboarding', async () => {
    signIn(['managing-director'], { groups: ['1'], activeGroup: '1', isProfileComplete: false });
    visit('/onboarding');
    await expectAt('/onboarding');
  });

  it('forces a freelancer with an incomplete profile to the create-profile welcome', async () => {
    signIn(['freelancer'], { isProfileComplete: false });
    visit('/dashboard');
    await expectAt('/create-profile/welcome');
  });

  it('bounces a complete profile from the welcome and onboarding pages to the dashboard', async () => {
    signIn(['freelancer']);
    visit('/create-profile');
    await expectAt('/dashboard');
  });

  it('sends a role that may not see a page to the dashboard', async () => {
    signIn(['freelancer']);
    visit('/agencies');
    await expectAt('/dashboard');
  });

  it('lets allowed roles in', async () => {
    signIn(['finance-user']);
    visit('/freelancers');
    await expectAt('/freelancers');
  });

  it('keeps /credit-memo-procedure to freelancers', async () => {
    signIn(['admin']);
    visit('/credit-memo-procedure');
    await expectAt('/dashboard');
  });

  it('accepts /sso only with type login or register', async () => {
    visit('/sso?type=register');
    await expectAt('/sso?type=register');
  });

  it('sends /sso without a valid type to /login', async () => {
    visit('/sso?type=other');
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('sends /register without ?t to /login', async () => {
    visit('/register');
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('opens /register with an invitation token', async () => {
    visit('/register?t=abc');
    await expectAt('/register?t=abc');
  });
});
