import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectIfSignedIn } from '../../../app/guards/public-guards.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { fail, ok, renderScreen, stubApi } from '../../../test/screen.tsx';
import { ResetPasswordPage } from '../routes/reset-password-page.tsx';
import { SsoRegisterPage } from '../routes/sso-register-page.tsx';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKENS = {
  access_token: `${base64Url({ alg: 'none' })}.${base64Url({
    sub: '41',
    email: 'new.md@example.test',
    realm_access: { roles: ['managing-director'] },
    groups: ['8'],
  })}.sig`,
  expires_in: 300,
  refresh_token: 'refresh',
  refresh_expires_in: 1800,
  token_type: 'Bearer',
  'not-before-policy': 0,
  session_state: 's',
  scope: 'openid',
};

beforeEach(() => {});
afterEach(() => vi.restoreAllMocks());

async function clearPasswords() {
  await userEvent.clear(screen.getByLabelText(/^New password/));
  await userEvent.clear(screen.getByLabelText(/^Confirm password/));
}

async function typePasswords(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Create password' }));
}

describe('/sso-register?t=…', () => {
  it('refuses a commonly used or short password at the field without calling the server', async () => {
    const calls = stubApi(() => ok({}));
    renderScreen(<SsoRegisterPage />, { route: '/sso-register?t=abc' });
    await typePasswords('password1');
    expect(await screen.findByText(/too common/)).toBeTruthy();
    await clearPasswords();
    await typePasswords('abc');
    expect(await screen.findByText(/too short/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty, symbol-free, mismatched or too long password at the field without calling the server', async () => {
    const calls = stubApi(() => ok({}));
    renderScreen(<SsoRegisterPage />, { route: '/sso-register?t=abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();

    await typePasswords('abcdefgh');
    expect(await screen.findByText('The password must contain at least one number or symbol')).toBeTruthy();
    await clearPasswords();
    await typePasswords('Str0ng#Pass', 'Str0ng#Pasx');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    await clearPasswords();
    await userEvent.click(screen.getByLabelText(/^New password/));
    await userEvent.paste('a1'.repeat(513));
    await userEvent.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('New password may not be greater than 1024 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sets the password with the link token and signs the invited user in', async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/create-password')) return ok({ email: 'new.md@example.test', realm: 'agency' });
      if (call.path.endsWith('/token')) return Response.json(TOKENS);
      return ok(agencyProfile({ name: 'Neu', is_profile_complete: false }));
    });
    // As in the router: the sign-in guard, not the form, leaves the page once the user is signed in.
    renderScreen(
      <Routes>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/sso-register" element={<SsoRegisterPage />} />
        </Route>
        <Route path="*" element={<p>left the page</p>} />
      </Routes>,
      { route: '/sso-register?t=tok-1' },
    );
    await typePasswords('Str0ng#Pass');
    await waitFor(() => expect(useAuthStore.getState().accessToken).not.toBeNull());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/agency/create-password',
      body: { expiryToken: 'tok-1', newPassword: 'Str0ng#Pass' },
    });
    expect(useAuthStore.getState()).toMatchObject({ realm: 'agency', activeGroup: '8', isProfileComplete: false });
    expect(await screen.findByText('left the page')).toBeTruthy();
  });

  it('says when the link has expired and offers a new one', async () => {
    stubApi(() =>
      fail(
        400,
        'catalogue.registrationLinkExpired',
        'Your registration link has expired. Please log in or reset your password.',
      ),
    );
    renderScreen(<SsoRegisterPage />, { route: '/sso-register?t=old' });
    await typePasswords('Str0ng#Pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your registration link has expired');
    expect(screen.getAllByRole('link', { name: 'Request a new link' }).length).toBeGreaterThan(0);
  });

  it('without a token explains that agency accounts come by invitation', () => {
    renderScreen(<SsoRegisterPage />, { route: '/sso-register' });
    expect(screen.getByText(/Open the link in the invitation e-mail/)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});

describe('/reset-password', () => {
  it('sends agency, admin and finance users’ reset through the agency API, freelancers’ through theirs', async () => {
    const calls = stubApi(() => ok({ done: true }));
    renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'md@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('We have sent you an e-mail to reset your password.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/api/agency/forgot-password', body: { email: 'md@demo.test' } });

    await userEvent.click(screen.getByRole('button', { name: 'Freelancer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(calls[1]?.path).toBe('/api/freelancer/forgot-password'));
  });

  it('refuses an empty, malformed or too long e-mail without calling the server', async () => {
    const calls = stubApi(() => ok({ done: true }));
    renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    const send = screen.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(send);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'md@demo');
    await userEvent.click(send);
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^E-mail/));
    await userEvent.click(screen.getByLabelText(/^E-mail/));
    await userEvent.paste(`${'a'.repeat(250)}@demo.test`);
    await userEvent.click(send);
    expect(await screen.findByText('E-mail may not be greater than 254 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('with the mailed link sets the new password', async () => {
    const calls = stubApi(() => fail(400, 'catalogue.resetLinkExpired', 'expired'));
    renderScreen(<ResetPasswordPage />, { route: '/reset-password?t=reset-1' });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await typePasswords('Str0ng#Pass');
    expect((await screen.findByRole('alert')).textContent).toContain('Your password reset link has expired');
    expect(calls[0]?.body).toMatchObject({ expiryToken: 'reset-1' });
  });
});
