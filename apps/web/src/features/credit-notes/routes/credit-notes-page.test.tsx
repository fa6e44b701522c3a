import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { CREDIT_NOTES_DEFAULTS, CREDIT_NOTES_LIST_KEY, CreditNotesPage } from './credit-notes-page.tsx';

const LIST = '/api/freelancer/credit-note';

function noteFixture(overrides: Partial<CreditNote> = {}) {
  return {
    id: 7,
    number: 'GS-2026-001-00007',
    status: 'REVIEWED',
    net_amount: 720,
    vat_percentage: 19,
    vat_amount: 136.8,
    gross_amount: 856.8,
    freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer', vendor_number: 'K-1001' },
    agency: { id: 1, name: 'Nordlicht Media' },
    project: { id: 9, name: 'Kampagne Winterzauber' },
    booking: { id: 42, title: 'Art Direction Winter', booking_code: 'B-2026-0042' },
    source: { type: 'TIME_RECORD', id: 31 },
    service_period: { start: '2026-11-02', end: '2026-11-02' },
    pdf_url: '/api/freelancer/credit-note/7/pdf',
    e_invoice_url: '/api/freelancer/credit-note/7/e-invoice',
    cancellation_number: null,
    cancellation_pdf_url: null,
    cancel_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    submitted_date: '2026-11-20',
    cancelled_at: null,
    allowed_actions: [],
    ...overrides,
  } satisfies CreditNote;
}

beforeEach(() => getListStore(CREDIT_NOTES_LIST_KEY, CREDIT_NOTES_DEFAULTS).getState().reset());

describe('CreditNotesPage', () => {
  it('asks for the freelancer’s own notes of the tab, in German, and offers the documents', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubApi((request) => {
      if (request.path === LIST) return listPage([noteFixture()]);
    });
    renderScreen(<CreditNotesPage />, { language: 'de' });
    expect(await screen.findByText('GS-2026-001-00007')).toBeTruthy();
    expect(screen.getByText('856,80 €')).toBeTruthy();
    const query = lastRequestTo(requests, LIST)?.query;
    expect(query?.get('status')).toBe('REVIEWED');
    expect(query?.getAll('freelancers[]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'PDF der Gutschrift GS-2026-001-00007 herunterladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /stornieren/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Storniert' }));
    await waitFor(() => expect(lastRequestTo(requests, LIST)?.query.get('status')).toBe('CANCELLED'));
  });

  it('lets finance cancel with a reason; an empty reason is refused before any request', async () => {
    signInAs('finance', ['finance-user']);
    const requests = stubApi((request) => {
      if (request.path === LIST) return listPage([noteFixture({ allowed_actions: ['cancel'] })]);
      if (request.path === '/api/agency/credit-note/cancel') {
        return (request.body as { reason: string }).reason.length > 5
          ? ok({ id: 7, status: 'CANCELLED' })
          : fail(400, 'error.validation', 'Please check your input.', { reason: ['Reason is too short'] });
      }
      if (request.path === '/api/agency/admin/agency-list' || request.path === '/api/freelancer/list')
        return listPage([]);
    });
    renderScreen(<CreditNotesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel credit note GS-2026-001-00007' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel credit note GS-2026-001-00007?' });
    expect(within(dialog).getByText(/goes back to the rejected list/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel credit note' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    expect(requests.some((request) => request.path.endsWith('/cancel'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong service period' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel credit note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastRequestTo(requests, '/api/agency/credit-note/cancel')?.body).toEqual({
      id: 7,
      reason: 'Wrong service period',
    });
  });

  it('shows a cancelled note with its reason and its cancellation documents', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi((request) => {
      if (request.path === LIST)
        return listPage([
          noteFixture({
            status: 'CANCELLED',
            cancellation_number: 'GS-2026-001-00007-S',
            cancel_reason: 'Wrong service period',
            cancellation_pdf_url: '/api/freelancer/credit-note/7/cancellation-pdf',
          }),
        ]);
      if (request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<CreditNotesPage />);
    expect(await screen.findByText('Cancelled (GS-2026-001-00007-S): Wrong service period')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download Cancellation PDF of credit note GS-2026-001-00007' }),
    ).toBeTruthy();
  });
});
