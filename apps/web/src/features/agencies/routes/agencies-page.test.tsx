import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, listPage, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { AGENCIES_LIST_DEFAULTS, AGENCIES_LIST_KEY, AgenciesPage } from './agencies-page.tsx';

const AGENCY = {
  id: 3,
  name: 'Nordlicht Media',
  is_active: true,
  is_profile_complete: true,
  is_booking_freezed: true,
  logo_url: null,
  managing_directors: [{ id: 9, first_name: 'Martin', last_name: 'Dietrich' }],
  created_at: '2026-01-05T10:00:00Z',
};

beforeEach(() => getListStore(AGENCIES_LIST_KEY, AGENCIES_LIST_DEFAULTS).getState().reset());

describe('AgenciesPage', () => {
  it('asks for agencies sorted by name ascending and shows their state', async () => {
    signInAs('finance', ['finance-user']);
    const calls = stubApi(() => listPage([AGENCY]));
    renderScreen(<AgenciesPage />);
    expect(await screen.findByRole('link', { name: 'Nordlicht Media' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/agency/admin/agency-list');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toMatchObject({
      page: '1',
      items: '25',
      sortBy: 'name',
      sort: 'asc',
    });
    expect(screen.getByText('Booking frozen')).toBeTruthy();
    expect(screen.getByText('Martin Dietrich')).toBeTruthy();
    // Finance reads; only admins create.
    expect(screen.queryByRole('button', { name: 'Create agency' })).toBeNull();
  });

  it('shows the empty state and filters only inactive agencies', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi(() => listPage([]));
    renderScreen(<AgenciesPage />);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Only inactive' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('is_active')).toBe('false'));
  });

  it('creates an agency: required fields are checked, server field errors land at the field', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? fail(400, 'error.validation', 'Invalid input', { name: ['Nordlicht Media already exists.'] })
        : listPage([AGENCY]),
    );
    renderScreen(<AgenciesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create agency' });
    await userEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(await screen.findByText('Agency name is required')).toBeTruthy();
    expect(screen.getByText('E-mail of the managing director is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByLabelText(/^Agency name/));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(await screen.findByText('Agency name may not be greater than 100 characters')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/^Agency name/));
    await userEvent.type(screen.getByLabelText(/^Agency name/), 'Nordlicht Media');
    await userEvent.type(screen.getByLabelText(/^E-mail of the managing director/), 'md@new.test');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Nina');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Neu');
    await userEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(await screen.findByText('Nordlicht Media already exists.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Nordlicht Media',
      website: null,
      managing_director: { email: 'md@new.test', first_name: 'Nina', last_name: 'Neu' },
    });
    expect(dialog.isConnected).toBe(true);
  }, 20_000);
});
