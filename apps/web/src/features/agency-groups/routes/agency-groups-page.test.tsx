import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderScreen, signInAs } from '../../../test/test-support.tsx';
import { AgencyGroupsPage } from './agency-groups-page.tsx';

const GROUP = {
  id: 2,
  name: 'Nord',
  description: null,
  agencies: [{ id: 1, name: 'Nordlicht Media' }],
  cfos: [],
  created_at: '2026-01-01T00:00:00Z',
};
const list = (data: unknown[]) => ok({ data, total: data.length, page: 1, items: 25, last_page: 1 });

beforeEach(() => signInAs('admin', ['admin']));
afterEach(() => vi.unstubAllGlobals());

describe('AgencyGroupsPage', () => {
  it('creates a group with its agencies', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/agency/admin/agency-list')
        return list([
          {
            id: 7,
            name: 'Südwind Digital',
            is_active: true,
            is_profile_complete: true,
            is_booking_freezed: false,
            logo_url: null,
            managing_directors: [],
            created_at: '2026-01-01T00:00:00Z',
          },
        ]);
      if (call.method === 'POST') return ok({ ...GROUP, id: 3, name: 'Süd' });
      return list([GROUP]);
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
    const calls = mockApi((call) => (call.method === 'DELETE' ? ok({ id: 2 }) : list([GROUP])));
    renderScreen(<AgencyGroupsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the agency group Nord?' });
    await userEvent.click(dialog.querySelector('button.MuiButton-contained') as HTMLElement);
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('2'));
  }, 20_000);
});
