import { currentHalfYear } from '@fm/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyListItem } from '../../../test/agency-detail-fixture.ts';
import { agencyProfile } from '../../../test/agency-profile-fixture.ts';
import { freelancerDetail } from '../../../test/freelancer-fixture.ts';
import { listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { bookingListItemFixture } from '../testing/booking-fixtures.ts';
import { BookingsPage } from './bookings-page.tsx';

const row = bookingListItemFixture();

describe('BookingsPage', () => {
  it('opens on the OPEN tab of the current half-year, newest id first, and switches to CLOSED', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => (request.path === '/api/agency/bookings' ? listPage([row]) : undefined));
    renderScreen(<BookingsPage />);
    expect(await screen.findByRole('link', { name: 'Messefilm' })).toBeTruthy();
    expect(screen.getByText('Oliver Brandt')).toBeTruthy();
    expect(screen.getByText('01.09.2026 – 30.10.2026')).toBeTruthy();
    const first = requests.find((request) => request.path === '/api/agency/bookings');
    const window = currentHalfYear(new Date());
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({
      tab: 'OPEN',
      sortBy: 'id',
      sort: 'desc',
      page: '1',
      items: '25',
      start_date: window.start_date,
      end_date: window.end_date,
    });
    expect(screen.getByRole('button', { name: /Period: \d\d\.\d\d\.\d\d – \d\d\.\d\d\.\d\d/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(requests.some((request) => request.query.get('tab') === 'CLOSED')).toBe(true));
  }, 30_000);

  it('shows a freelancer her own bookings without a Freelancer column naming her', async () => {
    signInAs('freelancer', ['freelancer']);
    stubApi((request) => (request.path === '/api/agency/bookings' ? listPage([row]) : undefined));
    renderScreen(<BookingsPage />);
    expect(await screen.findByRole('link', { name: 'Messefilm' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Freelancer' })).toBeNull();
    expect(screen.queryByText('Oliver Brandt')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Project' })).toBeTruthy();
  }, 30_000);

  it('speaks German and offers no booking button to a freelancer', async () => {
    signInAs('freelancer', ['freelancer']);
    stubApi((request) => (request.path === '/api/agency/bookings' ? listPage([]) : undefined));
    renderScreen(<BookingsPage />, { language: 'de' });
    expect(await screen.findByText('Keine Buchungen in dieser Auswahl.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Offen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freelancer buchen' })).toBeNull();
  }, 30_000);

  it('lets an admin narrow the list to one agency', async () => {
    signInAs('admin', ['admin']);
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/bookings') return listPage([row]);
      if (request.path === '/api/agency/admin/agency-list')
        return listPage([agencyListItem({ id: 1 }), agencyListItem({ id: 2, name: 'Südwind Digital' })]);
    });
    renderScreen(<BookingsPage />);
    expect(await screen.findByRole('columnheader', { name: 'Agency' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Südwind Digital' }));
    await waitFor(() =>
      expect(requests.some((request) => request.query.getAll('agencies[]').includes('2'))).toBe(true),
    );
  }, 30_000);

  it('opens a booking request with the freelancer chosen on the freelancer list (Book)', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi((request) => {
      if (request.path === '/api/agency/profile') return ok(agencyProfile());
      if (request.path === '/api/agency/user/agency/members') return ok([]);
      if (request.path === '/api/freelancer/user') return ok(freelancerDetail(3, { first_name: 'Anna' }));
      return listPage([]);
    });
    renderScreen(<BookingsPage />, { route: '/bookings?new=1&freelancer=3&firstName=Anna&lastName=Schmidt' });
    const dialog = await screen.findByRole('dialog', { name: 'Book a freelancer' });
    expect((within(dialog).getByRole('combobox', { name: /Freelancer/ }) as HTMLInputElement).value).toBe(
      'Anna Schmidt',
    );
  }, 30_000);
});
