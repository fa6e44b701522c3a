import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyListItem, agencyMember } from '../../../test/agency-detail-fixture.ts';
import { projectListItemFixture } from '../../../test/project-fixture.ts';
import { lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { timeRecordFixture } from '../testing/fixtures.ts';
import { recordingDefaults, reviewDefaults, TIME_RECORDING_LIST_KEY, TIME_REVIEW_LIST_KEY } from '../utils/tabs.ts';
import { TimeRecordingPage } from './time-recording-page.tsx';

beforeEach(() => {
  getListStore(TIME_RECORDING_LIST_KEY, recordingDefaults).getState().reset();
  getListStore(TIME_REVIEW_LIST_KEY, reviewDefaults).getState().reset();
});

describe('TimeRecordingPage for a freelancer', () => {
  it('maps the tabs to statuses, drops the tab status under a filter and hides freelancer and agency filters', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubApi((request) => {
      if (request.path === '/api/freelancer/time-record') return listPage([timeRecordFixture()]);
      if (request.path === '/api/agency/project') return listPage([projectListItemFixture()]);
    });
    renderScreen(<TimeRecordingPage />);
    expect(await screen.findByText('TR-2027-0031')).toBeTruthy();
    const first = lastRequestTo(requests, '/api/freelancer/time-record');
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({ sortBy: 'created_at', sort: 'desc', items: '25' });
    expect(first?.query.getAll('status[]')).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Freelancer' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, '/api/freelancer/time-record')?.query.getAll('status[]')).toEqual([
        'PENDING',
        'FINANCE_REJECTED',
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Approved by finance' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, '/api/freelancer/time-record')?.query.getAll('status[]')).toEqual([
        'FINANCE_APPROVED',
      ]),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kampagne Winterzauber' }));
    await waitFor(() => {
      const query = lastRequestTo(requests, '/api/freelancer/time-record')?.query;
      expect(query?.getAll('projects[]')).toEqual(['9']);
      expect(query?.getAll('status[]')).toEqual([]);
    });
  }, 30_000);

  it('offers correct and cancel on a declined record, and cancels after asking', async () => {
    signInAs('freelancer', ['freelancer']);
    const declined = timeRecordFixture({ status: 'DECLINED', comment: 'Wrong day' });
    const requests = stubApi((request) => {
      if (request.path === '/api/freelancer/time-record' && request.method === 'DELETE')
        return ok({ id: 31, status: 'CANCELLED' });
      if (request.path === '/api/freelancer/time-record') return listPage([declined]);
      if (request.path === '/api/agency/project') return listPage([]);
    });
    renderScreen(<TimeRecordingPage />, { language: 'de' });
    expect(await screen.findByText('Von Agentur abgelehnt', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TR-2027-0031: Korrigieren' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TR-2027-0031: Stornieren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zeiteintrag TR-2027-0031 stornieren?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eintrag stornieren' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(requests.find((request) => request.method === 'DELETE')?.query.get('id')).toBe('31');
  }, 30_000);
});

describe('TimeRecordingPage review', () => {
  it('gives the account manager the PENDING records to approve or decline with a reason', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === '/api/freelancer/time-review-list')
        return listPage([timeRecordFixture({ allowed_actions: ['approve', 'decline'] })]);
      if (request.path === '/api/agency/update-time-record') return ok({ id: 31, status: 'DECLINED' });
      if (request.path === '/api/agency/user/agency/members') return ok([agencyMember({ id: 7 })]);
      if (request.path === '/api/agency/project' || request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<TimeRecordingPage />);
    expect(await screen.findByText('TR-2027-0031')).toBeTruthy();
    expect(lastRequestTo(requests, '/api/freelancer/time-review-list')?.query.getAll('status[]')).toEqual([
      'PENDING',
      'FINANCE_REJECTED',
    ]);
    expect(screen.getByRole('combobox', { name: 'Freelancer' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Booked by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Andreas Krüger' }));
    await waitFor(() => {
      const query = lastRequestTo(requests, '/api/freelancer/time-review-list')?.query;
      expect(query?.getAll('bookers[]')).toEqual(['7']);
      expect(query?.getAll('status[]')).toEqual([]);
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline TR-2027-0031' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline time record TR-2027-0031' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Wrong day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/agency/update-time-record')?.body).toEqual({
        id: 31,
        status: 'DECLINED',
        comment: 'Wrong day',
      }),
    );
  }, 30_000);

  it('names both review stages for finance in German: approved by the agency, waiting for finance', async () => {
    signInAs('admin', ['finance-user']);
    stubApi((request) => {
      if (request.path === '/api/freelancer/time-review-list')
        return listPage([
          timeRecordFixture({ status: 'APPROVED', allowed_actions: ['financeApprove', 'financeReject'] }),
        ]);
      if (request.path === '/api/agency/admin/agency-list') return listPage([]);
      if (request.path === '/api/agency/project' || request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<TimeRecordingPage />, { language: 'de' });
    expect(await screen.findByText('TR-2027-0031')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Wartet auf Finance', selected: true })).toBeTruthy();
    expect(
      screen.getByText('Von Agentur freigegeben, wartet auf Finance', { selector: '.MuiChip-label' }),
    ).toBeTruthy();
    expect(screen.queryByText('Freigegeben', { selector: '.MuiChip-label' })).toBeNull();
  });

  it('gives finance the spec’s review tabs and its own approval', async () => {
    signInAs('admin', ['finance-user']);
    const requests = stubApi((request) => {
      if (request.path === '/api/freelancer/time-review-list')
        return listPage([
          timeRecordFixture({ status: 'APPROVED', allowed_actions: ['financeApprove', 'financeReject'] }),
        ]);
      if (request.path === '/api/agency/update-time-record') return ok({ id: 31, status: 'FINANCE_APPROVED' });
      if (request.path === '/api/agency/admin/agency-list') return listPage([agencyListItem()]);
      if (request.path === '/api/agency/user/agency/members') return ok([agencyMember({ id: 7 })]);
      if (request.path === '/api/agency/project' || request.path === '/api/freelancer/list') return listPage([]);
    });
    renderScreen(<TimeRecordingPage />);
    expect(await screen.findByText('TR-2027-0031')).toBeTruthy();
    expect(lastRequestTo(requests, '/api/freelancer/time-review-list')?.query.getAll('status[]')).toEqual(['APPROVED']);
    // The finance pending tab holds what the agency approved: the chip says whose approval is still missing.
    expect(screen.getByRole('tab', { name: 'Awaiting finance', selected: true })).toBeTruthy();
    expect(screen.getByText('Approved by agency, awaiting finance', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected by finance' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, '/api/freelancer/time-review-list')?.query.getAll('status[]')).toEqual([
        'FINANCE_REJECTED',
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nordlicht Media' }));
    await waitFor(() => {
      const query = lastRequestTo(requests, '/api/freelancer/time-review-list')?.query;
      expect(query?.getAll('agencies[]')).toEqual(['1']);
      expect(query?.getAll('status[]')).toEqual([]);
    });
    // Finance narrows by who booked, across the agencies it oversees.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Booked by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Andreas Krüger' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, '/api/freelancer/time-review-list')?.query.getAll('bookers[]')).toEqual(['7']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve TR-2027-0031' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/agency/update-time-record')?.body).toMatchObject({
        id: 31,
        status: 'FINANCE_APPROVED',
      }),
    );
  }, 30_000);
});
