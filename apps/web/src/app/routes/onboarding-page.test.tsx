import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok, renderScreen, signInAs } from '../../test/test-support.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const PROFILE = {
  id: 8,
  name: 'Neu Studio',
  is_active: true,
  is_booking_approval_required: false,
  is_profile_complete: false,
  is_maconomy_data_exchange_required: false,
  is_booking_freezed: false,
  logo_url: null,
  website: null,
  credit_note_header: null,
  credit_note_footer: null,
  specialities: [],
  clients: [],
  users: [],
  replacement_users: [],
  freelancerFee: 0,
  financialYear: { label: '2026/27', is_closed: false },
  notification_members: [],
  confirmed_booking_count: 0,
  pending_booking_count: 0,
  completed_booking_count: 0,
  settings: { theme: null, account_language: 'en' },
  user_profile_image: null,
  user: {
    id: 41,
    email: 'nina@neu.test',
    first_name: 'Nina',
    last_name: 'Neu',
    role: 'managing-director',
    image_url: null,
  },
  memberships: [{ id: 8, name: 'Neu Studio' }],
  unread_to_do_count: 0,
  unread_info_count: 0,
  unread_message_count: 0,
};

function server(onSave: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/agency/specialities')
      return ok([
        { id: 1, name: 'Corporate Design' },
        { id: 2, name: 'Kampagnen' },
      ]);
    if (call.path === '/api/agency/clients' && call.method === 'GET') return ok([{ id: 5, client: 'Hafen AG' }]);
    if (call.path === '/api/agency/user/agency/members') return ok([]);
    if (call.path === '/api/agency/profile' && call.method === 'PUT') return onSave(call);
    return ok(PROFILE);
  });
}

beforeEach(() => signInAs('agency', ['managing-director'], ['8']));
afterEach(() => vi.unstubAllGlobals());

describe('OnboardingPage', () => {
  it('walks through the steps, requires a service and saves the whole profile', async () => {
    const calls = server(() => ok({ ...PROFILE, is_profile_complete: true }));
    renderScreen(<OnboardingPage />);
    await waitFor(() => expect((screen.getByLabelText(/^Agency name/) as HTMLInputElement).value).toBe('Neu Studio'));
    await userEvent.type(screen.getByLabelText(/^Website/), 'neu.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Services and clients' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('At least one service should be selected')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Kampagnen' }));
    await userEvent.click(screen.getByLabelText(/^Clients/));
    await userEvent.click(await screen.findByRole('option', { name: 'Hafen AG' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Bookings and credit notes' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Bookings need the approval of a managing director'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    const save = calls.find((call) => call.method === 'PUT');
    expect(save?.body).toMatchObject({
      name: 'Neu Studio',
      website: 'neu.example',
      speciality_ids: [2],
      client_ids: [5],
      is_booking_approval_required: true,
      is_maconomy_data_exchange_required: false,
      credit_note_header: null,
    });
  }, 20_000);

  it('goes back to the step of a field the server refused, keeping the input', async () => {
    server(() => fail(400, 'error.validation', 'Invalid input', { website: ['Invalid website'] }));
    renderScreen(<OnboardingPage />);
    await waitFor(() => expect((screen.getByLabelText(/^Agency name/) as HTMLInputElement).value).toBe('Neu Studio'));
    await userEvent.type(screen.getByLabelText(/^Website/), 'neu.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Corporate Design' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Invalid website')).toBeTruthy();
    expect((screen.getByLabelText(/^Website/) as HTMLInputElement).value).toBe('neu.example');
  }, 20_000);
});
