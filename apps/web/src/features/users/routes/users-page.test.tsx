import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, listPage, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { userListItemFixture } from '../testing/fixtures.ts';
import { USERS_LIST_DEFAULTS, USERS_LIST_KEY, UsersPage } from './users-page.tsx';

const USER = userListItemFixture();
const formOf = (call: ApiRequest | undefined) => (call?.body as URLSearchParams | undefined) ?? new URLSearchParams();

beforeEach(() => {
  signInAs('admin', ['admin']);
  getListStore(USERS_LIST_KEY, USERS_LIST_DEFAULTS).getState().reset();
});

describe('UsersPage', () => {
  it('lists users sorted by first name ascending, form-encoded, 25 per page', async () => {
    const calls = stubApi(() => listPage([USER]));
    renderScreen(<UsersPage />);
    expect(await screen.findByRole('link', { name: 'Anna' })).toBeTruthy();
    const body = formOf(calls[0]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/agency/admin/user-list' });
    expect(Object.fromEntries(body)).toMatchObject({ page: '1', items: '25', sortBy: 'firstName', sort: 'asc' });
    expect(screen.getByText('Account manager')).toBeTruthy();
    // The address wraps before its @, not mid-word (no break-all), and keeps its full text as the title.
    const addresses = screen.getAllByTitle('anna@example.test');
    expect(addresses.every((address) => address.querySelector('wbr') !== null)).toBe(true);
    expect(addresses.some((address) => getComputedStyle(address.closest('td')!).wordBreak === 'break-all')).toBe(false);
  });

  it('sends the role filter as roles[] and keeps it after a remount (persisted)', async () => {
    const calls = stubApi(() => listPage([USER]));
    const { unmount } = renderScreen(<UsersPage />);
    await screen.findByRole('link', { name: 'Anna' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Roles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(formOf(calls.at(-1)).getAll('roles[]')).toEqual(['admin']));
    unmount();
    calls.length = 0;
    renderScreen(<UsersPage />);
    await screen.findByRole('link', { name: 'Anna' });
    expect(formOf(calls[0]).getAll('roles[]')).toEqual(['admin']);
  });

  it('downloads exactly the filtered rows as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = stubApi((call) =>
      call.path.endsWith('user-list-download') ? new Response('a;b', { status: 200 }) : listPage([USER]),
    );
    renderScreen(<UsersPage />);
    await screen.findByRole('link', { name: 'Anna' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'anna{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = calls.find((call) => call.path.endsWith('user-list-download'));
    expect(download?.query.get('format')).toBe('csv');
    expect(download?.query.getAll('keyword[]')).toEqual(['anna']);
    expect(download?.query.get('sortBy')).toBe('firstName');
    expect(download?.query.has('page')).toBe(false);
  });
});
