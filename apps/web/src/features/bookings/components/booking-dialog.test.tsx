import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { bookingFixture } from '../../../test/booking-fixture.ts';
import { freelancerDetail } from '../../../test/freelancer-fixture.ts';
import { projectDetailFixture } from '../../../test/project-fixture.ts';
import { type ApiRequest, fail, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { BookingDialog } from './booking-dialog.tsx';

const AGENCY = agencyProfile({
  is_booking_approval_required: true,
  users: [{ id: 11, role: 'managing-director', first_name: 'Miriam', last_name: 'Schulz' }],
});

function serverWith(extra: (request: ApiRequest) => Response | undefined) {
  return stubApi((request) => {
    if (request.path === '/api/agency/profile') return ok(AGENCY);
    if (request.path === '/api/freelancer/list') return listPage([]);
    if (request.path === '/api/freelancer/user')
      return ok(freelancerDetail(3, { absence: [{ id: 1, dates: '2027-01-14' }] }));
    if (request.path === '/api/agency/project' && request.query.get('id')) return ok(projectDetailFixture());
    if (request.path === '/api/agency/project') return listPage([]);
    return extra(request);
  });
}

describe('BookingDialog', () => {
  it('shows what is missing at each field and sends nothing', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = serverWith(() => undefined);
    renderScreen(<BookingDialog isOpen onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Book a freelancer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Freelancer is required')).toBeTruthy();
    expect(within(dialog).getByText('Project is required')).toBeTruthy();
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('Hourly rate (€) is required')).toBeTruthy();
    expect(within(dialog).getByText('Hours is required')).toBeTruthy();
    // Without dates there is no availability to speak of.
    expect(within(dialog).queryByText(/Busy: already booked/)).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    // The agency requires approval: the approver can be chosen.
    expect(within(dialog).getByText(/must approve this booking/)).toBeTruthy();
  }, 30_000);

  it('warns about absences in the period, refuses three decimals and keeps the input on a 400', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = serverWith((request) => {
      if (request.path === '/api/agency/booking' && request.method === 'PUT')
        return fail(400, 'error.validation', 'Invalid', {
          end_date: ['The end date must not be before the start date'],
        });
    });
    renderScreen(<BookingDialog isOpen onClose={vi.fn()} booking={bookingFixture()} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Buchung bearbeiten' });
    expect(await within(dialog).findByText(/an 1 Tag in diesem Zeitraum abwesend: 14.01.2027/)).toBeTruthy();

    const hours = within(dialog).getByRole('textbox', { name: /^Stunden\W*$/ }) as HTMLInputElement;
    fireEvent.change(hours, { target: { value: '12,345' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText(/höchstens 2 Nachkommastellen/)).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(hours, { target: { value: '12,5' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('The end date must not be before the start date')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(sent?.body).toMatchObject({ id: 42, hours: 12.5, rate_per_hour: 90, allocation_ids: [5], freelancer_id: 3 });
    expect((within(dialog).getByRole('textbox', { name: /^Titel\W*$/ }) as HTMLInputElement).value).toBe(
      'Art Direction Winter',
    );
    await waitFor(() => expect(hours.value).toBe('12,5'));
  }, 30_000);

  it('shows a refusal of a field the form does not show in the dialog’s alert', async () => {
    signInAs('agency', ['agency-manager']);
    serverWith((request) => {
      if (request.path === '/api/agency/booking' && request.method === 'PUT')
        return fail(400, 'error.validation', 'Invalid', { it_requirements: ['This IT requirement is unknown'] });
    });
    renderScreen(<BookingDialog isOpen onClose={vi.fn()} booking={bookingFixture()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit booking' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByText('This IT requirement is unknown');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  }, 30_000);
});
