import type { ActivityEntry } from '@fm/contract/schemas/activity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { ActivityLog } from './activity-log.tsx';

const LOG = '/api/activity/activitylog';

function entry(id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    actor: { id: 3, first_name: 'Mara', last_name: 'Direktor' },
    action: 'BOOKING_APPROVED',
    entity_type: 'booking',
    entity_id: 42,
    agency: { id: 8, name: 'Nordlicht Media' },
    before_status: 'PENDING',
    after_status: 'APPROVED',
    summary: `Booking approved (${id})`,
    created_at: '2026-11-24T09:05:00.000Z',
    ...overrides,
  };
}

describe('ActivityLog', () => {
  it('shows who did what to which object, the status change and when, and pages through the log (admin)', async () => {
    signInAs('admin', ['admin']);
    const requests = stubApi((request) => {
      if (request.path !== LOG) return undefined;
      const page = Number(request.query.get('page'));
      return page === 1
        ? listPage(
            [entry(1), entry(2, { actor: null, before_status: null, after_status: null, entity_type: 'client' })],
            {
              page: 1,
              lastPage: 2,
              total: 26,
            },
          )
        : listPage([entry(30, { summary: 'Time record submitted' })], { page: 2, lastPage: 2, total: 26 });
    });
    renderScreen(<ActivityLog agencyId={8} />);
    const table = await screen.findByRole('table', { name: 'Activity log entries' });
    expect(lastRequestTo(requests, LOG)?.query.get('agency_id')).toBe('8');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Booking approved (1)')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Mara Direktor')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^24\.11\.2026 \d\d:05$/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getAllByText('Booking #42').length).toBeGreaterThan(0);
    expect(within(rows[1] as HTMLElement).getAllByText('Pending → Approved').length).toBeGreaterThan(0);
    expect(
      within(rows[1] as HTMLElement).getAllByText('Status changed from Pending to Approved').length,
    ).toBeGreaterThan(0);
    // No actor is the system; no status change shows none.
    expect(within(rows[2] as HTMLElement).getByText('System')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText(/→/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Time record submitted')).toBeTruthy();
    expect(lastRequestTo(requests, LOG)?.query.get('page')).toBe('2');
  });

  it('says “more than” when the server stopped counting at its cap', async () => {
    signInAs('admin', ['admin']);
    stubApi((request) =>
      request.path === LOG
        ? ok({ data: [entry(1)], total: 10_000, is_total_capped: true, page: 1, items: 25, last_page: 400 })
        : undefined,
    );
    renderScreen(<ActivityLog agencyId={8} />);
    expect(await screen.findByText('1–25 of more than 10,000')).toBeTruthy();
  });

  it('reads the active agency for a managing director, in German', async () => {
    signInAs('agency', ['managing-director']);
    const requests = stubApi((request) => (request.path === LOG ? listPage([entry(1)]) : undefined));
    renderScreen(<ActivityLog />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Einträge des Aktivitätsprotokolls' });
    expect(within(table).getByRole('columnheader', { name: 'Wer' })).toBeTruthy();
    expect(within(table).getAllByText('Offen → Freigegeben').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Buchung #42').length).toBeGreaterThan(0);
    const request = lastRequestTo(requests, LOG);
    expect(request?.query.has('agency_id')).toBe(false);
    expect(request?.headers.get('X-Group')).toBe('1');
  });

  it('says so when nothing has happened yet, and offers a retry after a failure', async () => {
    signInAs('agency', ['managing-director']);
    let isFailing = true;
    stubApi((request) => {
      if (request.path !== LOG) return undefined;
      if (isFailing) return undefined;
      return listPage([]);
    });
    renderScreen(<ActivityLog />);
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    isFailing = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('Nothing has happened here yet.')).toBeTruthy());
  });
});
