import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderScreen, signInAs } from '../../../test/test-support.tsx';
import { InviteDialog, invitableRoles } from './invite-dialog.tsx';

beforeEach(() => signInAs('agency', ['managing-director'], ['7']));
afterEach(() => vi.unstubAllGlobals());

describe('invitableRoles', () => {
  it('follows the permission table', () => {
    expect(invitableRoles(['managing-director'])).toEqual(['managing-director', 'agency-manager', 'freelancer']);
    expect(invitableRoles(['agency-manager'])).toEqual(['freelancer']);
    expect(invitableRoles(['finance-cfo'])).toEqual([]);
    expect(invitableRoles(['admin'], ['admin', 'finance-user'])).toEqual(['admin', 'finance-user']);
  });
});

describe('InviteDialog', () => {
  it('sends e-mail and role, then closes', async () => {
    const calls = mockApi(() =>
      ok({
        id: 1,
        email: 'new@example.test',
        role: 'agency-manager',
        agency_id: 7,
        expires_at: '2026-12-01T00:00:00Z',
      }),
    );
    const onClose = vi.fn();
    renderScreen(<InviteDialog isOpen onClose={onClose} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), ' New@Example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/agency/users/invite',
      body: { email: 'new@example.test', role: 'agency-manager' },
    });
    expect(await screen.findByText('The invitation has been sent.')).toBeTruthy();
  });

  it('refuses a wrong e-mail at the field without calling the server', async () => {
    const calls = mockApi(() => ok({}));
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows a 400 at the e-mail field and keeps the input', async () => {
    mockApi(() =>
      fail(400, 'catalogue.emailAlreadyInvited', 'This email address has already been invited', {
        email: ['This email address has already been invited'],
      }),
    );
    const onClose = vi.fn();
    renderScreen(<InviteDialog isOpen onClose={onClose} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This email address has already been invited')).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('taken@example.test');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a business refusal without a field above the form', async () => {
    mockApi(() => fail(400, 'catalogue.mailNotAllowed', 'This mail address is not allowed!'));
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'someone@elsewhere.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This mail address is not allowed!');
  });

  it('fills the form from a colleague found in the directory', async () => {
    const calls = mockApi((call) =>
      call.path.endsWith('azure/search')
        ? ok([
            {
              external_id: 'x1',
              email: 'lena.lang@example.test',
              first_name: 'Lena',
              last_name: 'Lang',
              display_name: 'Lena Lang',
              job_title: null,
            },
          ])
        : ok({}),
    );
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['agency-manager']} />);
    await userEvent.type(screen.getByLabelText('Search the company directory'), 'Lena');
    await userEvent.click(await screen.findByRole('option', { name: /Lena Lang/ }));
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('lena.lang@example.test');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Lena');
    expect(calls.some((call) => call.path === '/api/agency/azure/search')).toBe(true);
  });
});
