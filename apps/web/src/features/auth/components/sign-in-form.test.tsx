import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, stubApi } from '../../../test/screen.tsx';
import {
  expectRefusalLinking,
  expectTooLongInputRefused,
  field,
  replaceWith,
  submitCredentials,
} from '../../../test/sign-in-steps.ts';
import { SignInForm } from './sign-in-form.tsx';

describe('SignInForm (/sso, /admin-login)', () => {
  it('refuses empty, malformed and too long input with the specification’s messages, without calling the server', async () => {
    const requests = stubApi(() => ok({}));
    renderScreen(<SignInForm realm="agency" />, { route: '/sso?type=login' });
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    await userEvent.click(signIn);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await replaceWith(/^E-mail/, 'md@demo');
    await replaceWith(/^Password/, 'demo1234!');
    await userEvent.click(signIn);
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();

    await expectTooLongInputRefused();
    expect(requests).toHaveLength(0);
  });
});

describe('checking as react-hook-form did', () => {
  it('focuses the first wrong field on submit and, after a submit, checks a field again as it changes', async () => {
    stubApi(() => ok({}));
    renderScreen(<SignInForm realm="agency" />, { route: '/sso?type=login' });
    await replaceWith(/^Password/, 'demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^E-mail/));

    await userEvent.paste('md@demo');
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    await userEvent.paste('.test');
    await waitFor(() => expect(screen.queryByText('Should be a valid e-mail address')).toBeNull());
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('false');
  });
});

describe('a refused sign-in', () => {
  it('names wrong credentials without saying whether the account exists and points to the other sign-ins', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'invalid_grant' }, { status: 401 }));
    renderScreen(<SignInForm realm="agency" />, { route: '/sso?type=login' });
    await submitCredentials('freelancer@demo.test');
    await expectRefusalLinking({ 'Sign in as a freelancer': '/login', 'Sign in as admin or finance': '/admin-login' });
    vi.unstubAllGlobals();
  });
});
