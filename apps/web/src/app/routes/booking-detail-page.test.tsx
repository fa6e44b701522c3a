import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../test/booking-fixture.ts';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { BookingDetailPage } from './booking-detail-page.tsx';

/** An unsigned token with these claims (the web app only decodes it). */
const fakeJwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => (part ? btoa(part).replace(/=+$/, '') : '')).join('.');

const TOKEN_PATH = '/protocol/openid-connect/token';

const renderDetail = (language: 'en' | 'de' = 'en') =>
  renderScreen(<BookingDetailPage />, { route: '/bookings/42', path: '/bookings/:id', language });

describe('BookingDetailPage', () => {
  it('lets a managing director approve and shows the new status the server returns', async () => {
    signInAs('agency', ['managing-director']);
    let status = 'PENDING';
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/booking')
        return ok(
          bookingFixture({
            status: status as never,
            can_approve: true,
            // As the server computes them for a managing director of the agency.
            allowed_actions:
              status === 'PENDING' ? ['approve', 'declineByApprover', 'edit', 'cancel'] : ['edit', 'extend', 'cancel'],
          }),
        );
      if (request.path === '/api/agency/booking/approve') {
        status = 'APPROVED';
        return ok({ id: 42, status });
      }
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Art Direction Winter' })).toBeTruthy();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText('Lena Fischer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Awaiting freelancer')).toBeTruthy();
    const approve = requests.find((request) => request.path === '/api/agency/booking/approve');
    expect(approve?.method).toBe('PATCH');
    expect(approve?.body).toEqual({ booking_id: 42 });
  });

  it('explains a 409 and reloads the booking', async () => {
    signInAs('freelancer', ['freelancer']);
    let status = 'APPROVED';
    stubApi((request) => {
      if (request.path === '/api/agency/booking')
        return ok(
          bookingFixture({
            status: status as never,
            allowed_actions: status === 'APPROVED' ? ['accept', 'declineByFreelancer'] : [],
          }),
        );
      if (request.path === '/api/agency/booking/accept') {
        status = 'CANCELLED';
        return fail(409, 'error.conflict', 'This action is not possible in the status CANCELLED.');
      }
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'This action is no longer possible: This action is not possible in the status CANCELLED. The booking has been reloaded.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('asks before closing a booking, in German', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/booking')
        return ok(bookingFixture({ status: 'BOOKED', allowed_actions: ['extend', 'close', 'cancel'] }));
      if (request.path === '/api/agency/booking/close') return ok({ id: 42, status: 'FINISHED' });
    });
    renderDetail('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Buchung abschließen' }));
    const dialog = screen.getByRole('dialog', { name: 'Diese Buchung abschließen?' });
    expect(within(dialog).getByText(/Danach können keine Zeiten oder Zahlungen mehr erfasst werden/)).toBeTruthy();
    expect(requests.some((request) => request.path.endsWith('/close'))).toBe(false);
    // The optional rating: 4 stars and a comment travel with the close.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Sterne' }));
    fireEvent.change(within(dialog).getByLabelText('Kommentar zur Bewertung (optional)'), {
      target: { value: 'Sehr gute Zusammenarbeit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buchung abschließen' }));
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/close'))).toBe(true));
    expect(requests.find((request) => request.path.endsWith('/close'))?.body).toEqual({
      booking_id: 42,
      rating: 4,
      rating_comment: 'Sehr gute Zusammenarbeit',
    });
    // Neither approve nor accept is offered to an account manager.
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
  });

  it('refreshes the token once when an approver opens a booking the token does not cover yet', async () => {
    signInAs('agency', ['managing-director']);
    let isRefreshed = false;
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/booking')
        return ok(
          bookingFixture({
            can_approve: isRefreshed,
            allowed_actions: isRefreshed ? ['approve', 'declineByApprover', 'edit', 'cancel'] : ['edit', 'cancel'],
          }),
        );
      if (request.path.endsWith(TOKEN_PATH)) {
        isRefreshed = true;
        return Response.json({
          access_token: fakeJwt({ sub: 'u1', realm_access: { roles: ['managing-director'] }, groups: ['1'] }),
          expires_in: 300,
          refresh_token: 'refresh-2',
          refresh_expires_in: 1800,
          token_type: 'Bearer',
          'not-before-policy': 0,
          session_state: 's',
          scope: 'openid',
        });
      }
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(requests.filter((request) => request.path.endsWith(TOKEN_PATH))).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/api/agency/booking')).toHaveLength(2);
  });

  it.each([
    ['freelancer', 'en', ['2026-09-02'], 'You entered 1 day of this period as absent: 02.09.2026'],
    ['freelancer', 'de', ['2026-09-02', '2026-09-03'], /^Sie haben 2 Tage dieses Zeitraums als abwesend eingetragen/],
    ['agency', 'en', ['2026-09-02', '2026-09-03'], /^The freelancer is absent on 2 days of this period/],
    ['agency', 'de', ['2026-09-02'], /^Der Freelancer ist an 1 Tag in diesem Zeitraum abwesend/],
  ] as const)(
    'words the absence warning for a %s viewer (%s) with a proper plural',
    async (realm, language, days, text) => {
      signInAs(realm, [realm === 'agency' ? 'agency-manager' : 'freelancer']);
      stubApi((request) =>
        request.path.endsWith('/booking') ? ok(bookingFixture({ absence_overlap_days: [...days] })) : undefined,
      );
      renderDetail(language);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(text);
      expect(alert.textContent).not.toMatch(/\(s\)|\(en\)/);
    },
  );

  it('says that a booking of someone else does not exist', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => undefined);
    renderDetail();
    expect(await screen.findByText('This booking does not exist or is not yours to see.')).toBeTruthy();
  });
});
