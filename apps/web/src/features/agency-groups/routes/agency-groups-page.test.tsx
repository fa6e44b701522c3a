import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyListItem } from '../../../test/agency-detail-fixture.ts';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AgencyGroupsPage } from './agency-groups-page.tsx';

const GROUP = {
  id: 2,
  name: 'Nord',
  description: null,
  agencies: [{ id: 1, name: 'Nordlicht Media' }],
  cfos: [],
  created_at: '2026-01-01T00:00:00Z',
};
const WITH_CFO = { ...GROUP, cfos: [{ id: 11, first_name: 'Clara', last_name: 'Cfo' }] };
const cfoUser = (id: number, firstName: string, role: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.test`,
  firstName,
  lastName: 'Cfo',
  realm: 'finance',
  roles: [role],
  account_language: 'en',
  status: 'ACTIVE',
  agencies: [],
  image_url: null,
  created_at: '2026-01-01T00:00:00Z',
  last_login_at: null,
});
const CANDIDATES = [cfoUser(11, 'Clara', 'finance-cfo'), cfoUser(12, 'Gustav', 'finance-cfo-global')];
const assignments = (calls: ApiRequest[]) => calls.filter((call) => call.path === '/api/agency/cfo-agency-group');
/** The group list, the CFO candidates and the assignment call (answered by `assign`). */
const mockCfoApi = (assign: (call: ApiRequest) => Response = (call) => ok({ ...(call.body as object) })) =>
  stubApi((call) => {
    if (call.path === '/api/agency/admin/user-list') return listPage(CANDIDATES);
    if (call.path === '/api/agency/cfo-agency-group') return assign(call);
    return listPage([WITH_CFO]);
  });

beforeEach(() => signInAs('admin', ['admin']));

describe('AgencyGroupsPage', () => {
  it('creates a group with its agencies', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/agency/admin/agency-list')
        return listPage([agencyListItem({ id: 7, name: 'Südwind Digital', created_at: '2026-01-01T00:00:00Z' })]);
      if (call.method === 'POST') return ok({ ...GROUP, id: 3, name: 'Süd' });
      return listPage([GROUP]);
    });
    renderScreen(<AgencyGroupsPage />);
    expect(await screen.findByText('Nordlicht Media')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create agency group' }));
    await screen.findByRole('dialog', { name: 'Create agency group' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Süd');
    await userEvent.click(screen.getByLabelText('Agencies'));
    await userEvent.click(await screen.findByRole('option', { name: 'Südwind Digital' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/agency/cluster',
      body: { name: 'Süd', description: null, agency_ids: [7] },
    });
    expect(await screen.findByText('The agency group has been saved.')).toBeTruthy();
  }, 20_000);

  it('deletes a group after the confirmation', async () => {
    const calls = stubApi((call) => (call.method === 'DELETE' ? ok({ id: 2 }) : listPage([GROUP])));
    renderScreen(<AgencyGroupsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the agency group Nord?' });
    await userEvent.click(dialog.querySelector('button.MuiButton-contained') as HTMLElement);
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('2'));
  }, 20_000);

  it('refuses an empty, a too long name and a too long description without sending', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/agency/admin/agency-list' ? listPage([agencyListItem()]) : listPage([GROUP]),
    );
    renderScreen(<AgencyGroupsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create agency group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create agency group' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(dialog).getByLabelText('Description'));
    await userEvent.paste('y'.repeat(2001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name may not be greater than 100 characters')).toBeTruthy();
    expect(within(dialog).getByText('Description may not be greater than 2000 characters')).toBeTruthy();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('adds a CFO picked from the CFO users, leaving out those already in the group', async () => {
    const calls = mockCfoApi();
    renderScreen(<AgencyGroupsPage />);
    expect(await screen.findByRole('button', { name: 'Remove Clara Cfo from Nord' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a CFO to Nord' }));
    expect(await screen.findByRole('option', { name: /Gustav Cfo/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Clara Cfo/ })).toBeNull();
    const search = calls.find((call) => call.path === '/api/agency/admin/user-list');
    const form = search?.body as URLSearchParams;
    expect(search?.method).toBe('POST');
    expect(form.getAll('roles[]').sort()).toEqual(['finance-cfo', 'finance-cfo-global']);
    expect(form.getAll('status[]')).toEqual(['ACTIVE', 'INVITED']);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Gustav Cfo now reports across Nord.')).toBeTruthy();
    expect(assignments(calls)[0]).toMatchObject({
      method: 'POST',
      body: { user_id: 12, cluster_id: 2, is_assigned: true },
    });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/agency/cluster').length).toBe(2));
  });

  it('removes a CFO with the chip’s cross and with the Delete key', async () => {
    const calls = mockCfoApi();
    renderScreen(<AgencyGroupsPage />);
    const chip = await screen.findByRole('button', { name: 'Remove Clara Cfo from Nord' });
    await userEvent.click(chip.querySelector('.MuiChip-deleteIcon') as Element);
    expect(await screen.findByText('Clara Cfo no longer reports across Nord.')).toBeTruthy();
    expect(assignments(calls)[0]?.body).toEqual({ user_id: 11, cluster_id: 2, is_assigned: false });

    const again = await screen.findByRole('button', { name: 'Remove Clara Cfo from Nord' });
    await waitFor(() => expect(again.getAttribute('aria-disabled')).not.toBe('true'));
    again.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(assignments(calls)).toHaveLength(2));
    expect(assignments(calls)[1]?.body).toEqual({ user_id: 11, cluster_id: 2, is_assigned: false });
  });

  it('shows the refusal when the person is not a CFO (any more)', async () => {
    mockCfoApi(() => fail(400, 'rule.userNotCfo', 'Only a CFO can be assigned to an agency group.'));
    renderScreen(<AgencyGroupsPage />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add a CFO to Nord' }));
    await userEvent.click(await screen.findByRole('option', { name: /Gustav Cfo/ }));
    expect(await screen.findByText('Only a CFO can be assigned to an agency group.')).toBeTruthy();
  });

  it('tells the admin, in German, when the CFOs cannot be loaded', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/agency/admin/user-list' ? fail(403, 'error.forbidden', 'Forbidden') : listPage([WITH_CFO]),
    );
    renderScreen(<AgencyGroupsPage />, { language: 'de' });
    expect(await screen.findByRole('button', { name: 'Clara Cfo aus Nord entfernen' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'CFO zu Nord hinzufügen' }));
    expect(await screen.findByText('Fehler beim Laden der Benutzer')).toBeTruthy();
    expect(assignments(calls)).toHaveLength(0);
  });
});
