import type { ReportListItem } from '@fm/contract/schemas/report';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyListItem } from '../../../test/agency-detail-fixture.ts';
import { fail, lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { REPORTS_LIST_KEY, ReportsPage } from './reports-page.tsx';

const LIST = '/api/agency/reports';

function reportFixture(overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: 5,
    topic: 'CREDIT_NOTE',
    title: 'Gutschriften Oktober',
    timeframe_start_date: '2026-10-01',
    timeframe_end_date: '2026-10-31',
    agencies: '[{"id":1,"name":"Nordlicht Media"}]',
    bookers: '[]',
    freelancers: '[]',
    projects: '[]',
    clients: '[]',
    status: '["APPROVED"]',
    created_by: { id: 2, first_name: 'Frida', last_name: 'Finanz' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const NORDLICHT = agencyListItem();

const options = (path: string) =>
  path === '/api/agency/admin/agency-list' || path === '/api/freelancer/list' || path === '/api/agency/project'
    ? listPage(path === '/api/agency/admin/agency-list' ? [NORDLICHT] : [])
    : undefined;

beforeEach(() => getListStore(REPORTS_LIST_KEY, { sortBy: 'created_at', sort: 'desc' }).getState().reset());
afterEach(() => vi.restoreAllMocks());

describe('ReportsPage', () => {
  it('lists saved reports in German with topic, time frame and filters', async () => {
    signInAs('finance', ['finance-user']);
    const requests = stubApi((request) =>
      request.path === LIST ? listPage([reportFixture()]) : options(request.path),
    );
    renderScreen(<ReportsPage />, { language: 'de' });
    expect(await screen.findByText('Gutschriften Oktober')).toBeTruthy();
    expect(screen.getByText('Gutschriften')).toBeTruthy();
    expect(screen.getByText('01.10.2026 – 31.10.2026')).toBeTruthy();
    expect(screen.getByText('Nordlicht Media, Freigegeben')).toBeTruthy();
    expect(lastRequestTo(requests, LIST)?.query.get('sortBy')).toBe('created_at');
    expect(screen.getByRole('button', { name: 'Bericht Gutschriften Oktober als XLSX herunterladen' })).toBeTruthy();
  });

  it('creates a report form-encoded with JSON lists; a refused title shows at the field', async () => {
    signInAs('finance', ['finance-user']);
    const requests = stubApi((request) => {
      if (request.path === LIST && request.method === 'POST') {
        const body = request.body as URLSearchParams;
        return body.get('title') === 'x'
          ? fail(400, 'error.validation', 'Please check your input.', { title: ['Title is too short'] })
          : ok(reportFixture({ id: 6, title: body.get('title') ?? '' }));
      }
      if (request.path === LIST) return listPage([]);
      return options(request.path);
    });
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New report' }));
    const dialog = screen.getByRole('dialog', { name: 'New report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is too short')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Oktober' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Agencies'));
    fireEvent.click(await screen.findByRole('option', { name: 'Nordlicht Media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = requests.filter((request) => request.method === 'POST').at(-1)?.body as URLSearchParams;
    expect(body.get('topic')).toBe('CREDIT_NOTE');
    expect(body.get('agencies')).toBe('[1]');
    expect(body.get('freelancers')).toBe('[]');
  });

  it('downloads a CSV under a dated name and deletes after confirmation', async () => {
    signInAs('agency', ['managing-director']);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const requests = stubApi((request) => {
      if (request.path === '/api/agency/reports/download') {
        return new Response(new Uint8Array(2048), { headers: { 'Content-Length': '2048' } });
      }
      if (request.path === LIST && request.method === 'DELETE') return ok({ id: 5 });
      if (request.path === LIST) return listPage([reportFixture({ agencies: '[]', status: '[]' })]);
    });
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download report Gutschriften Oktober as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^gutschriften-oktober-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lastRequestTo(requests, '/api/agency/reports/download')?.query.get('format')).toBe('csv');

    fireEvent.click(screen.getByRole('button', { name: 'Delete report Gutschriften Oktober' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete report Gutschriften Oktober?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastRequestTo(requests, LIST)?.method).toBe('GET'));
    expect(requests.find((request) => request.method === 'DELETE')?.query.get('id')).toBe('5');
  });

  it('shows the bytes received while a large report downloads', async () => {
    signInAs('finance', ['finance-user']);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(512 * 1024));
        finish = () => {
          controller.enqueue(new Uint8Array(512 * 1024));
          controller.close();
        };
      },
    });
    stubApi((request) => {
      if (request.path === '/api/agency/reports/download') {
        return new Response(body, { headers: { 'Content-Length': String(1024 * 1024) } });
      }
      if (request.path === LIST) return listPage([reportFixture()]);
      return options(request.path);
    });
    renderScreen(<ReportsPage />, { language: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bericht Gutschriften Oktober als XLSX herunterladen' }));
    const progress = await screen.findByRole('progressbar', { name: 'Gutschriften Oktober wird heruntergeladen …' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('512 KB empfangen')).toBeTruthy();
    expect(saved).toEqual([]);
    finish();
    await waitFor(() => expect(saved).toHaveLength(1));
    // The bar goes with the render after the save, which a loaded machine may not have reached yet.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
