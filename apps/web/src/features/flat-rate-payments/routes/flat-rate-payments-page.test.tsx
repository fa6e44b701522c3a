import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyListItem, agencyMember } from '../../../test/agency-detail-fixture.ts';
import { lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { paymentFixture } from '../testing/fixtures.ts';
import { FLAT_RATE_LIST_KEY, FLAT_RATE_REVIEW_LIST_KEY, listDefaults, reviewDefaults } from '../utils/tabs.ts';
import { FlatRatePaymentsPage } from './flat-rate-payments-page.tsx';

const LIST = '/api/agency/booking/flatrate/list';
const REVIEW = '/api/agency/flatrate-review-list';

beforeEach(() => {
  getListStore(FLAT_RATE_LIST_KEY, listDefaults).getState().reset();
  getListStore(FLAT_RATE_REVIEW_LIST_KEY, reviewDefaults).getState().reset();
});

describe('FlatRatePaymentsPage', () => {
  it('maps the agency tabs to statuses and shows a deleted payment as cancelled', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === LIST) return listPage([paymentFixture({ status: 'DELETED' })]);
      if (request.path === '/api/agency/project' || request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<FlatRatePaymentsPage />);
    expect(await screen.findByText('Cancelled', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(Object.fromEntries(lastRequestTo(requests, LIST)?.query ?? [])).toMatchObject({
      sortBy: 'created_at',
      sort: 'desc',
      items: '25',
    });
    expect(lastRequestTo(requests, LIST)?.query.getAll('status[]')).toEqual([]);
    for (const [tab, status] of [
      ['Awaiting finance', 'FINANCE_PENDING'],
      ['Rejected by finance', 'FINANCE_REJECTED'],
      ['Approved by finance', 'FINANCE_APPROVED'],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(lastRequestTo(requests, LIST)?.query.getAll('status[]')).toEqual([status]));
    }
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  }, 30_000);

  it('gives finance the review tabs; a filter drops the tab’s status; the review dialog rejects with a reason', async () => {
    signInAs('admin', ['finance-user']);
    const requests = stubApi((request) => {
      if (request.path === REVIEW)
        return listPage([paymentFixture({ allowed_actions: ['financeApprove', 'financeReject'] })]);
      if (request.path === '/api/agency/flatrate-payment' && request.method === 'PUT')
        return ok(paymentFixture({ status: 'FINANCE_REJECTED', comment: 'Invoice missing' }));
      if (request.path === '/api/agency/admin/agency-list') return listPage([agencyListItem()]);
      if (request.path === '/api/agency/user/agency/members') return ok([agencyMember({ id: 7 })]);
      if (request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<FlatRatePaymentsPage />);
    expect(await screen.findByText('Messefilm')).toBeTruthy();
    expect(lastRequestTo(requests, REVIEW)?.query.getAll('status[]')).toEqual(['FINANCE_PENDING']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Booked by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Andreas Krüger' }));
    await waitFor(() => expect(lastRequestTo(requests, REVIEW)?.query.getAll('bookers[]')).toEqual(['7']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nordlicht Media' }));
    await waitFor(() => {
      const query = lastRequestTo(requests, REVIEW)?.query;
      expect(query?.getAll('agencies[]')).toEqual(['1']);
      expect(query?.getAll('status[]')).toEqual([]);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Review Messefilm 30.11.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flat-rate booking finance review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Invoice missing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        id: 51,
        status: 'FINANCE_REJECTED',
        comment: 'Invoice missing',
      }),
    );
  }, 30_000);
});
