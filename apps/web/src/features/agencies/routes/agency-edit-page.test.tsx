import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiRequest, fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AgencyEditPage } from './agency-edit-page.tsx';

const AGENCY = {
  id: 12,
  name: 'Journey Studio',
  is_active: true,
  is_profile_complete: true,
  is_booking_freezed: false,
  logo_url: null,
  managing_directors: [],
  created_at: '2026-01-05T10:00:00Z',
  website: 'journey.example',
  is_booking_approval_required: false,
  is_maconomy_data_exchange_required: true,
  credit_note_header: 'Kopf',
  credit_note_footer: 'Fuß',
  clients: [],
  users: [],
  clusters: [],
  specialities: [],
  notification_members: [],
  freelancerFee: 0,
  financialYear: { label: '2026/27', is_closed: false, status: 'OPEN' },
  budget: null,
  confirmed_booking_count: 0,
  pending_booking_count: 0,
  completed_booking_count: 0,
};
const IMAGE_MESSAGE = 'The image must be smaller than 5 MB and in one of the formats jpg, png or bmp';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const updates = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'PUT');

async function renderPage(onUpdate: (call: ApiRequest) => Response = () => ok(AGENCY)) {
  const calls = stubApi((call) => (call.method === 'PUT' ? onUpdate(call) : ok(AGENCY)));
  renderScreen(<AgencyEditPage />, { route: '/agencies/12/edit', path: '/agencies/:id/edit' });
  await waitFor(() => expect(field(/^Agency name/).value).toBe('Journey Studio'));
  return calls;
}

beforeEach(() => signInAs('admin', ['admin']));

describe('AgencyEditPage', () => {
  it('starts from the saved values', async () => {
    await renderPage();
    expect(field(/^Website/).value).toBe('journey.example');
    expect(field(/^Credit note header/).value).toBe('Kopf');
    expect(field(/^Credit note footer/).value).toBe('Fuß');
    expect(
      (screen.getByLabelText('Exchange data with the project-accounting system') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('refuses empty, too long and malformed input and a wrong logo without calling the server', async () => {
    const calls = await renderPage();
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.clear(field(/^Agency name/));
    await userEvent.click(save);
    expect(await screen.findByText('Agency name is required')).toBeTruthy();

    await userEvent.click(field(/^Agency name/));
    await userEvent.paste('j'.repeat(101));
    await userEvent.clear(field(/^Website/));
    await userEvent.type(field(/^Website/), 'journey example');
    for (const label of [/^Credit note header/, /^Credit note footer/]) {
      await userEvent.clear(field(label));
      await userEvent.click(field(label));
      await userEvent.paste('t'.repeat(5001));
    }
    await userEvent.click(save);
    expect(await screen.findByText('Agency name may not be greater than 100 characters')).toBeTruthy();
    expect(screen.getByText('Invalid website')).toBeTruthy();
    expect(screen.getByText('Credit note header may not be greater than 5000 characters')).toBeTruthy();
    expect(screen.getByText('Credit note footer may not be greater than 5000 characters')).toBeTruthy();

    const logo = screen.getByLabelText('Logo');
    await userEvent.upload(logo, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText(IMAGE_MESSAGE)).toBeTruthy();
    await userEvent.upload(logo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText(IMAGE_MESSAGE)).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal of a field at that field and stays on the page', async () => {
    const calls = await renderPage(() =>
      fail(400, 'error.validation', 'Invalid input', { name: ['Nordlicht Media already exists.'] }),
    );
    await userEvent.clear(field(/^Agency name/));
    await userEvent.type(field(/^Agency name/), 'Nordlicht Media');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nordlicht Media already exists.')).toBeTruthy();
    expect(updates(calls)).toHaveLength(1);
    expect(screen.queryByText('left the page')).toBeNull();
  });
});
