import type { Role } from '@fm/contract/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyDetail } from '../../../test/agency-detail-fixture.ts';
import { type ApiRequest, fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { userDetailFixture } from '../testing/fixtures.ts';
import { UserDetailPage } from './user-detail-page.tsx';

const USER = userDetailFixture({
  roles: ['managing-director'],
  memberships: [{ agency: { id: 1, name: 'Nordlicht Media' }, role: 'managing-director', is_active: true }],
  replacements: [
    { id: 3, replacement: { id: 5, first_name: 'Ben', last_name: 'Berg' }, type: 'VACATION', agency_id: 1 },
  ],
});
const member = (id: number, first_name: string, role: Role, is_active = true) => ({
  id,
  first_name,
  last_name: 'Muster',
  email: `${first_name.toLowerCase()}@example.test`,
  role,
  is_active,
});
const AGENCY = agencyDetail({
  users: [
    member(4, 'Anna', 'managing-director'),
    member(5, 'Ben', 'agency-manager'),
    member(6, 'Carla', 'agency-manager', false),
    member(7, 'Dora', 'managing-director'),
  ],
});
const userCalls = (calls: ApiRequest[]) => calls.filter((call) => call.path === '/api/agency/user');
const render = (language: 'en' | 'de' = 'en') =>
  renderScreen(<UserDetailPage />, { route: '/users/4', path: '/users/:id', language });

beforeEach(() => {
  signInAs('admin', ['admin']);
});
afterEach(() => vi.restoreAllMocks());

describe('UserDetailPage', () => {
  it('shows the user with memberships and replacements, in German', async () => {
    const calls = stubApi(() => ok(USER));
    render('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Albers' })).toBeTruthy();
    expect(calls[0]?.query.get('user_id')).toBe('4');
    expect(screen.getByRole('link', { name: 'Nordlicht Media' }).getAttribute('href')).toBe('/agencies/1');
    expect(screen.getByText('Ben Berg')).toBeTruthy();
    expect(screen.getByText('Urlaub')).toBeTruthy();
    expect(screen.getAllByText('Geschäftsführung').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Verwaltung' })).toBeTruthy();
  });

  it('says the user does not exist for an unknown id, in German, without a retry', async () => {
    stubApi(() => fail(404, 'error.notFound', 'Nicht gefunden'));
    renderScreen(<UserDetailPage />, { route: '/users/99999', path: '/users/:id', language: 'de' });
    expect(await screen.findByText('Diesen Benutzer gibt es nicht, oder er ist für Sie nicht sichtbar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('changes the role and shows the user again with the new role', async () => {
    let user = USER;
    const calls = stubApi((call) => {
      if (call.path.endsWith('/role/switch')) {
        user = { ...USER, roles: ['agency-manager'] };
        return ok({ user_id: 4, role: 'agency-manager' });
      }
      return ok(user);
    });
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Account manager' }));
    expect(await screen.findByText('The role has been changed.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/role/switch'))).toMatchObject({
      method: 'POST',
      body: { user_id: 4, role: 'agency-manager' },
    });
    await waitFor(() => expect(userCalls(calls)).toHaveLength(2));
    expect(await screen.findByText('Account manager', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it.each([
    ['catalogue.pendingBookings', 'The role cannot be changed because booking approvals are pending.'],
    ['rule.lastManagingDirector', 'An agency needs at least one managing director.'],
  ])('shows the refusal %s beside the role and keeps the role', async (code, text) => {
    const calls = stubApi((call) => (call.path.endsWith('/role/switch') ? fail(400, code, text) : ok(USER)));
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Account manager' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Managing director');
    expect(userCalls(calls)).toHaveLength(1);
  });

  it('deactivates with a stand-in picked from the active users of the agency', async () => {
    let user = USER;
    const calls = stubApi((call) => {
      if (call.path === '/api/agency/agency-details/1') return ok(AGENCY);
      if (call.path === '/api/agency/users/replace') {
        user = { ...USER, status: 'INACTIVE' };
        return ok({ id: 8, user_id: 4, replacement_id: 7, type: 'DEACTIVATION' });
      }
      if (call.path === '/api/agency/admin/reactivate-user/4') {
        user = USER;
        return ok({ id: 4, is_active: true });
      }
      return ok(user);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Anna Albers?' });
    expect(dialog.textContent).toContain(
      'Open to-dos and, for a managing director, booking approvals go to the stand-in.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Stand-in is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/agency/users/replace')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Stand-in/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Ben Muster · Account manager', 'Dora Muster · Managing director']);
    await userEvent.click(screen.getByRole('option', { name: /Dora Muster/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Anna Albers has been deactivated.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/agency/users/replace')).toMatchObject({
      method: 'POST',
      body: { user_id: 4, replacement_id: 7, type: 'DEACTIVATION', agency_id: 1 },
    });
    expect(await screen.findByText('This user is deactivated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate user' })).toBeNull();

    // And back: the admin lets the user sign in again.
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate user' }));
    expect(await screen.findByText('The user can sign in again.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/agency/admin/reactivate-user/4')?.method).toBe('PATCH');
    expect(await screen.findByRole('button', { name: 'Deactivate user' })).toBeTruthy();
  });

  it('keeps the dialog open with the refusal when the stand-in can no longer stand in', async () => {
    stubApi((call) => {
      if (call.path === '/api/agency/agency-details/1') return ok(AGENCY);
      if (call.path === '/api/agency/users/replace')
        return fail(409, 'error.conflict', 'This action is not possible in the current status.');
      return ok(USER);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Anna Albers?' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Stand-in/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Ben Muster/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This action is not possible in the current status.',
    );
    expect(screen.getByRole('dialog', { name: 'Deactivate Anna Albers?' })).toBeTruthy();
  });

  it('says so when nobody of the agency can stand in, and sends nothing', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/agency/agency-details/1'
        ? ok({
            ...AGENCY,
            users: [member(4, 'Anna', 'managing-director'), member(6, 'Carla', 'agency-manager', false)],
          })
        : ok(USER),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Anna Albers?' });
    expect(await within(dialog).findByText('No other active user of this agency can stand in.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.path === '/api/agency/users/replace')).toBe(false);
  });

  it('ends a replacement after the confirmation', async () => {
    let user = USER;
    const calls = stubApi((call) => {
      if (call.path === '/api/agency/users/replace') {
        user = { ...USER, replacements: [] };
        return ok({ id: 3 });
      }
      return ok(user);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'End replacement by Ben Berg' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the replacement by Ben Berg?' });
    expect(dialog.textContent).toContain('Ben Berg no longer stands in for Anna Albers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End replacement by Ben Berg' }));
    expect(await screen.findByText('The replacement has ended.')).toBeTruthy();
    const ended = calls.find((call) => call.method === 'DELETE');
    expect(ended?.path).toBe('/api/agency/users/replace');
    expect(ended?.query.get('id')).toBe('3');
    expect(await screen.findByText('No replacement is set.')).toBeTruthy();
  });

  it('offers no actions without the permissions, nor for users outside the agency realm', async () => {
    signInAs('admin', ['finance-user']);
    stubApi(() => ok(USER));
    const { unmount } = render();
    expect(await screen.findByText('Ben Berg')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End replacement by Ben Berg' })).toBeNull();
    unmount();

    signInAs('admin', ['admin']);
    stubApi(() => ok({ ...USER, realm: 'finance', roles: ['finance-cfo'], memberships: [], replacements: [] }));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Albers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate user' })).toBeNull();
  });
});
