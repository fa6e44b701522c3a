import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { InviteDialog, invitableRoles, leastPowerfulRole } from './invite-dialog.tsx';

beforeEach(() => signInAs('agency', ['managing-director'], ['7']));

describe('invitableRoles', () => {
  it('follows the permission table', () => {
    expect(invitableRoles(['managing-director'])).toEqual(['managing-director', 'agency-manager', 'freelancer']);
    expect(invitableRoles(['agency-manager'])).toEqual(['freelancer']);
    expect(invitableRoles(['finance-cfo'])).toEqual([]);
    expect(invitableRoles(['admin'], ['admin', 'finance-user'])).toEqual(['admin', 'finance-user']);
  });
});

describe('leastPowerfulRole', () => {
  it('preselects the least powerful role the inviter may grant, never a director or an admin while another is offered', () => {
    expect(leastPowerfulRole(['managing-director', 'agency-manager'])).toBe('agency-manager');
    expect(leastPowerfulRole(['admin', 'finance-cfo-global', 'finance-cfo', 'finance-user', 'freelancer'])).toBe(
      'freelancer',
    );
    expect(leastPowerfulRole(['admin', 'finance-cfo-global', 'finance-cfo', 'finance-user'])).toBe('finance-user');
  });
});

describe('InviteDialog', () => {
  it('opens with the account manager role chosen when a director could also be invited', async () => {
    const calls = stubApi(() =>
      ok({ id: 1, email: 'n@example.test', role: 'agency-manager', agency_id: 7, expires_at: '2026-12-01T00:00:00Z' }),
    );
    const onClose = vi.fn();
    renderScreen(
      <InviteDialog
        isOpen
        onClose={onClose}
        roles={['managing-director', 'agency-manager']}
        hasDirectorySearch={false}
      />,
    );
    expect(screen.getByRole('combobox', { name: /^Role/ }).textContent).toBe('Account manager');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'n@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ role: 'agency-manager' });
  });

  it('sends e-mail and role, then closes', async () => {
    const calls = stubApi(() =>
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
    const calls = stubApi(() => ok({}));
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows a 400 at the e-mail field and keeps the input', async () => {
    stubApi(() =>
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
    stubApi(() => fail(400, 'catalogue.mailNotAllowed', 'This mail address is not allowed!'));
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['agency-manager']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'someone@elsewhere.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This mail address is not allowed!');
  });

  it('fills the form from a colleague found in the directory', async () => {
    const calls = stubApi((call) =>
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

  it('refuses an empty, a too long and a wrong e-mail and a too long name without calling the server', async () => {
    const calls = stubApi((call) =>
      call.path.endsWith('/exists') ? ok({ is_existing: false, is_invited: false }) : undefined,
    );
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['freelancer']} hasDirectorySearch={false} />);
    const email = screen.getByLabelText(/^E-mail/);
    const send = screen.getByRole('button', { name: 'Send invitation' });
    await userEvent.click(send);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();

    await userEvent.type(email, `${'a'.repeat(250)}@example.test`);
    await userEvent.click(send);
    expect(await screen.findByText('E-mail may not be greater than 254 characters')).toBeTruthy();

    await userEvent.clear(email);
    await userEvent.type(email, 'anna@@example');
    await userEvent.tab();
    await userEvent.click(send);
    expect(await screen.findByText('Should be a valid e-mail address')).toBeTruthy();

    await userEvent.clear(email);
    await userEvent.type(email, 'anna@example.test');
    await userEvent.click(screen.getByLabelText('First name'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(send);
    expect(await screen.findByText('First name may not be greater than 100 characters')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/agency/users/invite')).toHaveLength(0);
    // Only the well-formed address was looked up, never the broken ones.
    expect(calls.map((call) => call.path)).toEqual(['/api/agency/freelancer/email/anna%40example.test/exists']);
  });
});

describe('InviteDialog for a freelancer', () => {
  const freelancerCheck = (answer: { is_existing: boolean; is_invited: boolean }) =>
    stubApi((call) =>
      call.path.endsWith('/exists')
        ? ok(answer)
        : ok({
            id: 9,
            email: 'fynn@example.test',
            role: 'freelancer',
            agency_id: null,
            expires_at: '2026-12-01T00:00:00Z',
          }),
    );

  it('says at the field, on leaving it, that the freelancer is registered, and sends nothing', async () => {
    const calls = freelancerCheck({ is_existing: true, is_invited: false });
    const onClose = vi.fn();
    renderScreen(<InviteDialog isOpen onClose={onClose} roles={['freelancer']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), ' Fynn@Example.test ');
    await userEvent.tab();
    expect(await screen.findByText('A freelancer with this e-mail address is already registered.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/agency/freelancer/email/fynn%40example.test/exists' });

    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A freelancer with this e-mail address is already registered.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/agency/users/invite')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^E-mail/), 'x');
    expect(screen.queryByText('A freelancer with this e-mail address is already registered.')).toBeNull();
  });

  it('checks before sending and says, in German, that the freelancer is invited already', async () => {
    const calls = freelancerCheck({ is_existing: false, is_invited: true });
    renderScreen(<InviteDialog isOpen onClose={vi.fn()} roles={['freelancer']} hasDirectorySearch={false} />, {
      language: 'de',
    });
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'fynn@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Diese E-Mail-Adresse wurde bereits eingeladen')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/exists'))).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/agency/users/invite')).toBe(false);
  });

  it('invites a freelancer the check does not know', async () => {
    const calls = freelancerCheck({ is_existing: false, is_invited: false });
    const onClose = vi.fn();
    renderScreen(<InviteDialog isOpen onClose={onClose} roles={['freelancer']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'fynn@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/agency/users/invite')?.body).toEqual({
      email: 'fynn@example.test',
      role: 'freelancer',
    });
  });

  it('does not hold the invitation back when the check fails on the network', async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/exists')) throw new TypeError('Failed to fetch');
      return ok({
        id: 9,
        email: 'fynn@example.test',
        role: 'freelancer',
        agency_id: null,
        expires_at: '2026-12-01T00:00:00Z',
      });
    });
    const onClose = vi.fn();
    renderScreen(<InviteDialog isOpen onClose={onClose} roles={['freelancer']} hasDirectorySearch={false} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'fynn@example.test');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toContain('/api/agency/users/invite');
  });

  it('does not ask about e-mails of other roles', async () => {
    const calls = freelancerCheck({ is_existing: true, is_invited: false });
    const onClose = vi.fn();
    renderScreen(
      <InviteDialog isOpen onClose={onClose} roles={['agency-manager', 'freelancer']} hasDirectorySearch={false} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Account manager' }));
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'fynn@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/api/agency/users/invite']);
  });
});
