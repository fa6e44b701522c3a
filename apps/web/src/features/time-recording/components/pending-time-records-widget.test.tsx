import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { timeRecordFixture } from '../testing/fixtures.ts';
import { PendingTimeRecordsWidget } from './pending-time-records-widget.tsx';

const REVIEW = '/api/freelancer/time-review-list';

describe('PendingTimeRecordsWidget', () => {
  it('lists the records waiting on the account manager and approves one', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === REVIEW) return listPage([timeRecordFixture()]);
      if (request.path === '/api/agency/update-time-record') return ok({ id: 31, status: 'APPROVED' });
    });
    renderScreen(<PendingTimeRecordsWidget />);
    expect(await screen.findByRole('region', { name: 'Time records awaiting approval' })).toBeTruthy();
    expect(await screen.findByText('Lena Fischer · 8 h · 12.01.2027')).toBeTruthy();
    expect(requests.find((request) => request.path === REVIEW)?.query.getAll('status[]')).toEqual(['PENDING']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve TR-2027-0031' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        id: 31,
        status: 'APPROVED',
        comment: null,
      }),
    );
  }, 30_000);

  it('shows finance the approved records, in German, and nothing to a freelancer', async () => {
    signInAs('admin', ['finance-user']);
    const requests = stubApi((request) => (request.path === REVIEW ? listPage([]) : undefined));
    const { unmount } = renderScreen(<PendingTimeRecordsWidget />, { language: 'de' });
    expect(await screen.findByText('Kein Zeiteintrag wartet auf Freigabe.')).toBeTruthy();
    expect(requests.find((request) => request.path === REVIEW)?.query.getAll('status[]')).toEqual(['APPROVED']);
    unmount();

    signInAs('freelancer', ['freelancer']);
    renderScreen(<PendingTimeRecordsWidget />);
    expect(screen.queryByRole('region', { name: 'Time records awaiting approval' })).toBeNull();
  }, 30_000);
});
