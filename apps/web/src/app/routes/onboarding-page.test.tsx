import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyProfile } from '../../test/agency-profile-fixture.ts';
import { type ApiRequest, fail, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const PROFILE = agencyProfile({
  name: 'Neu Studio',
  is_profile_complete: false,
  user: {
    id: 41,
    email: 'nina@neu.test',
    first_name: 'Nina',
    last_name: 'Neu',
    role: 'managing-director',
    image_url: null,
  },
  memberships: [{ id: 8, name: 'Neu Studio' }],
});

function server(onSave: (call: ApiRequest) => Response) {
  return stubApi((call) => {
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

  it('refuses empty, too long and malformed input and a wrong logo at each step, without saving', async () => {
    const calls = server(() => ok(PROFILE));
    renderScreen(<OnboardingPage />);
    const name = await waitFor(() => {
      const input = screen.getByLabelText(/^Agency name/) as HTMLInputElement;
      expect(input.value).toBe('Neu Studio');
      return input;
    });
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.clear(name);
    await userEvent.click(next);
    expect(await screen.findByText('Agency name is required')).toBeTruthy();

    await userEvent.click(name);
    await userEvent.paste('n'.repeat(101));
    await userEvent.type(screen.getByLabelText(/^Website/), 'neu');
    await userEvent.click(next);
    expect(await screen.findByText('Agency name may not be greater than 100 characters')).toBeTruthy();
    expect(screen.getByText('Invalid website')).toBeTruthy();

    const logo = screen.getByLabelText('Logo');
    const logoMessage = 'The image must be smaller than 5 MB and in one of the formats jpg, png or bmp';
    await userEvent.upload(logo, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText(logoMessage)).toBeTruthy();
    await userEvent.upload(logo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText(logoMessage)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Services and clients' })).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, 'Neu Studio');
    await userEvent.clear(screen.getByLabelText(/^Website/));
    await userEvent.click(next);
    await userEvent.click(await screen.findByRole('button', { name: 'Kampagnen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Bookings and credit notes' })).toBeTruthy();
    for (const label of [/^Credit note header/, /^Credit note footer/]) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste('t'.repeat(5001));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Credit note header may not be greater than 5000 characters')).toBeTruthy();
    expect(screen.getByText('Credit note footer may not be greater than 5000 characters')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  }, 30_000);

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
