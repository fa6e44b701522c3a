import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { bookingListItemFixture } from '../testing/booking-fixtures.ts';
import { PendingApprovalsWidget } from './pending-approvals-widget.tsx';

const pending = bookingListItemFixture({
  id: 12,
  title: 'UX-Konzept Kontoeröffnung',
  booking_code: 'BK-12',
  status: 'PENDING',
  start_date: '2026-12-01',
  end_date: '2027-02-26',
  total_cost: 9800,
  amount_left: 9800,
  created_at: '2026-11-01T10:00:00.000Z',
  freelancer: { id: 4, first_name: 'Clara', last_name: 'Hofmann' },
  project: { id: 10, name: 'Website Relaunch Alsterbank' },
});

describe('PendingApprovalsWidget', () => {
  it('lets a managing director approve a pending booking from the dashboard', async () => {
    signInAs('agency', ['managing-director']);
    let isApproved = false;
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/bookings') return listPage(isApproved ? [] : [pending]);
      if (request.path === '/api/agency/booking/approve') {
        isApproved = true;
        return ok({ id: 12, status: 'APPROVED' });
      }
    });
    renderScreen(<PendingApprovalsWidget />);
    const widget = await screen.findByRole('region', { name: 'Bookings awaiting your approval' });
    expect(
      await within(widget).findByText(
        /Clara Hofmann · Website Relaunch Alsterbank · 01.12.2026 – 26.02.2027 · €9,800.00/,
      ),
    ).toBeTruthy();
    expect(requests[0]?.query.getAll('status[]')).toEqual(['PENDING']);
    fireEvent.click(within(widget).getByRole('button', { name: 'Approve UX-Konzept Kontoeröffnung' }));
    expect(await screen.findByText('“UX-Konzept Kontoeröffnung” approved.')).toBeTruthy();
    await waitFor(() => expect(within(widget).getByText('No booking is waiting for approval.')).toBeTruthy());
    expect(requests.find((request) => request.path.endsWith('/approve'))?.body).toEqual({ booking_id: 12 });
  }, 30_000);

  it('shows an account manager only what she may approve as a stand-in, and nothing when she is none', async () => {
    signInAs('agency', ['agency-manager']);
    let isStandIn = true;
    stubApi((request) => {
      if (request.path !== '/api/agency/bookings') return undefined;
      const other = { ...pending, id: 13, title: 'Other', allowed_actions: ['edit', 'cancel'] };
      return listPage([
        { ...pending, allowed_actions: isStandIn ? ['approve', 'declineByApprover'] : ['edit'] },
        other,
      ]);
    });
    const { unmount } = renderScreen(<PendingApprovalsWidget />);
    const widget = await screen.findByRole('region', { name: 'Bookings awaiting your approval' });
    expect(await within(widget).findByRole('button', { name: 'Approve UX-Konzept Kontoeröffnung' })).toBeTruthy();
    expect(within(widget).queryByText('Other')).toBeNull();
    unmount();

    isStandIn = false;
    renderScreen(<PendingApprovalsWidget />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bookings awaiting your approval' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  }, 30_000);
});
