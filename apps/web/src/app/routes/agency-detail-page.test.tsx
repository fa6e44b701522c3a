import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgencyEditPage } from '../../features/agencies/routes/agency-edit-page.tsx';
import { agencyDetail } from '../../test/agency-detail-fixture.ts';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { AgencyDetailPage } from './agency-detail-page.tsx';

/** The budget widgets and the activity log on the page ask for their own data; empty ones unless a test says otherwise. */
function budgetAnswer(call: ApiRequest) {
  if (call.path === '/api/activity/activitylog') return listPage([]);
  if (call.path === '/api/agency/agency/budget') return ok(BUDGET);
  if (call.path.startsWith('/api/agency/consumption/')) return ok([]);
  if (call.path.startsWith('/api/agency/budget/')) return ok({ data: [], total: 0, page: 1, items: 5, last_page: 1 });
  return undefined;
}

const BUDGET = {
  agency_id: 12,
  agency_name: 'Journey Studio',
  financial_year: '2026/27',
  is_current: true,
  status: 'OPEN',
  budget: 125_000.5,
  commissioned: 0,
  cleared: 0,
  projected: 0,
  remaining: 125_000.5,
  percentage_used: 0,
  freelancer_fee: 10,
  closed_at: null,
};

const AGENCY = agencyDetail({
  id: 12,
  name: 'Journey Studio',
  managing_directors: [{ id: 4, first_name: 'Mara', last_name: 'Direktor' }],
  created_at: '2026-01-05T10:00:00Z',
  website: 'https://journey.example',
  is_booking_approval_required: true,
  credit_note_header: 'Kopf',
  credit_note_footer: null,
  clients: [{ id: 5, client: 'Hafen AG' }],
  users: [
    {
      id: 4,
      first_name: 'Mara',
      last_name: 'Direktor',
      email: 'mara@journey.test',
      role: 'managing-director',
      is_active: true,
    },
  ],
  specialities: [
    { id: 1, name: 'Corporate Design' },
    { id: 2, name: 'Kampagnen' },
  ],
  notification_members: [{ id: 3, email: 'mara@journey.test', displayName: 'Mara Direktor', image: null }],
  freelancerFee: 2.5,
  budget: 125000.5,
  confirmed_booking_count: 4,
  pending_booking_count: 1,
  completed_booking_count: 9,
});

describe('AgencyDetailPage', () => {
  it('shows users, budget and bookings; admins get the actions', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi((call: ApiRequest) => budgetAnswer(call) ?? ok(AGENCY));
    renderScreen(<AgencyDetailPage />, { route: '/agencies/12', path: '/agencies/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journey Studio' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/agency/agency-details/12');
    expect(screen.getByRole('link', { name: 'Mara Direktor' })).toBeTruthy();
    expect(screen.getByText('125,000.5 €')).toBeTruthy();
    expect(screen.getByText('Hafen AG')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Freeze booking' })).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('Corporate Design')).toBeTruthy();
    expect(within(services).getByText('Kampagnen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://journey.example' }).getAttribute('href')).toBe(
      'https://journey.example',
    );
  });

  it('lets an admin add a budget notification recipient of the agency and shows them after reading it again', async () => {
    signInAs('admin', ['admin']);
    let agency = AGENCY;
    const lea = { id: 4, email: 'lea@journey.test', displayName: 'Lea Budget', image: null };
    const calls = stubApi((call: ApiRequest) => {
      if (call.method !== 'POST') return budgetAnswer(call) ?? ok(agency);
      agency = { ...AGENCY, notification_members: [...AGENCY.notification_members, lea] };
      return ok(lea);
    });
    renderScreen(<AgencyDetailPage />, { route: '/agencies/12', path: '/agencies/:id' });
    const panel = await screen.findByRole('region', { name: 'Budget notifications' });
    expect(within(panel).getByText('Mara Direktor')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'lea@journey.test{Enter}');
    expect(await within(panel).findByText('Lea Budget')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'lea@journey.test', agency_id: 12 });
    expect(calls.filter((call) => call.path === '/api/agency/agency-details/12')).toHaveLength(2);
  });

  it('opens the admin onboarding with the agency’s saved website, services and texts', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi((call: ApiRequest) => {
      if (call.path === '/api/agency/specialities')
        return ok([
          { id: 1, name: 'Corporate Design' },
          { id: 2, name: 'Kampagnen' },
          { id: 3, name: 'Social Media' },
        ]);
      return budgetAnswer(call) ?? ok({ ...AGENCY, is_profile_complete: call.method === 'PUT' });
    });
    renderScreen(<AgencyDetailPage />, { route: '/agencies/12', path: '/agencies/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the profile of Journey Studio' });
    expect((within(dialog).getByLabelText(/^Website/) as HTMLInputElement).value).toBe('https://journey.example');
    expect((within(dialog).getByLabelText(/^Credit note header/) as HTMLInputElement).value).toBe('Kopf');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Kampagnen' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(dialog).getByRole('button', { name: 'Social Media' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/agency/admin/agency/onboard',
      body: { agency_id: 12, website: 'https://journey.example', speciality_ids: [1, 2], credit_note_header: 'Kopf' },
    });
  });

  it('shows finance the same agency without admin actions, and a 404 as not found (a server failure with retry)', async () => {
    signInAs('finance', ['finance-user']);
    stubApi((call: ApiRequest) => budgetAnswer(call) ?? ok({ ...AGENCY, budget: null }));
    const { unmount } = renderScreen(<AgencyDetailPage />, { route: '/agencies/12', path: '/agencies/:id' });
    expect(await screen.findByText('No budget set for 2026/27.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Budget notifications' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi(() => fail(404, 'error.notFound', 'Not found'));
    const missing = renderScreen(<AgencyDetailPage />, { route: '/agencies/99999', path: '/agencies/:id' });
    expect(await screen.findByText('This agency does not exist.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    missing.unmount();
    vi.unstubAllGlobals();
    stubApi(() => fail(500, 'error.unknown', 'Internal error'));
    renderScreen(<AgencyDetailPage />, { route: '/agencies/12', path: '/agencies/:id' });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('AgencyEditPage', () => {
  it('sends the changes and the logo as multipart form data', async () => {
    signInAs('admin', ['admin']);
    const calls = stubApi((call: ApiRequest) =>
      ok(call.method === 'PUT' ? { ...AGENCY, name: 'Journey Studio 2' } : AGENCY),
    );
    renderScreen(<AgencyEditPage />, { route: '/agencies/12/edit', path: '/agencies/:id/edit' });
    const name = await screen.findByLabelText(/^Agency name/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agency name is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(name, 'Journey Studio 2');
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), logo);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as FormData;
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/api/agency/agency/update');
    expect(body.get('id')).toBe('12');
    expect(body.get('name')).toBe('Journey Studio 2');
    expect(body.get('is_booking_approval_required')).toBe('true');
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(await screen.findByText('left the page')).toBeTruthy();
  });
});
