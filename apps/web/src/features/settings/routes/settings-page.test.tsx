import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { SettingsPage } from './settings-page.tsx';

const member = (id: number, first_name: string, last_name: string, role: string) => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.test`,
  role,
  is_active: true,
  image_url: null,
  is_on_vacation: false,
});
const MEMBERS = [member(1, 'Mia', 'Muster', 'managing-director'), member(6, 'Arne', 'Albers', 'agency-manager')];

describe('SettingsPage', () => {
  it('saves the theme through the admin settings call and offers feedback', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi(() => ok({ theme: 'dark', account_language: 'en' }));
    renderScreen(<SettingsPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/agency/settings/admin' }));
    expect(calls[0]?.body).toEqual({ theme: 'dark' });

    await userEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    await screen.findByRole('dialog', { name: 'Feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Your feedback is required')).toBeTruthy();
  });

  it('lets a managing director name a vacation replacement and end one', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = stubApi((call) => {
      if (call.path.endsWith('/members')) return ok(MEMBERS);
      if (call.path.endsWith('/users/replace'))
        return ok(call.method === 'DELETE' ? { id: 3 } : { id: 4, user_id: 1, replacement_id: 6, type: 'VACATION' });
      return ok(agencyProfile({ replacement_users: [{ id: 3, replacement_id: 6, type: 'VACATION' }] }));
    });
    renderScreen(<SettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'End replacement by Arne Albers' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('3'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Replacement' }));
    expect(screen.queryByRole('option', { name: 'Mia Muster' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Arne Albers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Name replacement' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ replacement_id: 6, type: 'VACATION' }),
    );
    expect(await screen.findByText('The replacement has been saved.')).toBeTruthy();
  });

  it('asks for the replacement before naming one and sends nothing', async () => {
    signInAs('agency', ['managing-director'], ['8']);
    const calls = stubApi((call) => (call.path.endsWith('/members') ? ok(MEMBERS) : ok(agencyProfile())));
    renderScreen(<SettingsPage />);
    expect(await screen.findByText('No replacement is set.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Name replacement' }));
    expect(await screen.findByText('Replacement is required')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Replacement' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arne Albers' }));
    expect(screen.queryByText('Replacement is required')).toBeNull();
  });
});
