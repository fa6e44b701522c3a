import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyListItem } from '../../../test/agency-detail-fixture.ts';
import { fail, lastRequestTo, listPage, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { AccountingExports } from './accounting-exports.tsx';

const AGENCY = agencyListItem();

afterEach(() => vi.restoreAllMocks());

function captureDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('AccountingExports', () => {
  it('exports DATEV for last month and payouts, in German', async () => {
    signInAs('finance', ['finance-user']);
    const saved = captureDownloads();
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/admin/agency-list') return listPage([AGENCY]);
      if (request.path.startsWith('/api/agency/accounting/')) return new Response(new Uint8Array(16));
    });
    renderScreen(<AccountingExports />, { language: 'de' });
    const month = dayjs().subtract(1, 'month');
    const start = month.startOf('month').format('YYYY-MM-DD');
    const end = month.endOf('month').format('YYYY-MM-DD');
    fireEvent.click(await screen.findByRole('button', { name: 'DATEV-Export' }));
    await waitFor(() => expect(saved).toEqual([`EXTF_Buchungsstapel_${start}_${end}.csv`]));
    const datev = lastRequestTo(requests, '/api/agency/accounting/datev')?.query;
    expect([datev?.get('start_date'), datev?.get('end_date'), datev?.get('agency_id')]).toEqual([start, end, null]);

    fireEvent.click(screen.getByRole('button', { name: 'Auszahlungen (XLSX)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatch(/^auszahlungen-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('asks for the paying agency and shows the server’s reason when the SEPA file is refused', async () => {
    signInAs('finance', ['finance-user']);
    captureDownloads();
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/admin/agency-list') return listPage([AGENCY]);
      if (request.path === '/api/agency/accounting/sepa') {
        return fail(
          400,
          'rule.sepaDebtorAccountMissing',
          'The paying agency has no bank account on file. Please enter its IBAN for the SEPA file.',
        );
      }
    });
    renderScreen(<AccountingExports />);
    fireEvent.click(await screen.findByRole('button', { name: 'SEPA file' }));
    const dialog = screen.getByRole('dialog', { name: 'SEPA credit transfer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create file' }));
    expect(within(dialog).getByText('Please choose the paying agency.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/agency/accounting/sepa')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Nordlicht Media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create file' }));
    expect(await within(dialog).findByText(/no bank account on file/)).toBeTruthy();
    expect(lastRequestTo(requests, '/api/agency/accounting/sepa')?.query.get('agency_id')).toBe('1');
  });
});
