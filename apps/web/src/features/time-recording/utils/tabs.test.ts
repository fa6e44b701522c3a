import { describe, expect, test } from 'vitest';
import { initialListState } from '../../../ui/list-page/use-list-state.ts';
import { recordingQuery, reviewQuery } from './tabs.ts';

const base = initialListState({ tab: 'all', sortBy: 'created_at' });

describe('time-recording tabs (docs/product.md §4)', () => {
  test.each([
    ['all', undefined],
    ['pending', ['PENDING', 'FINANCE_REJECTED']],
    ['declined', ['DECLINED']],
    ['approved', ['APPROVED']],
    ['financeApproved', ['FINANCE_APPROVED']],
  ])('tab %s sends status %j', (tab, status) => {
    expect(recordingQuery({ ...base, tab }).status).toEqual(status);
  });

  test('defaults: created_at descending, 25 a page', () => {
    expect(recordingQuery(base)).toMatchObject({ sortBy: 'created_at', sort: 'desc', items: 25, page: 1 });
  });

  test('any filter drops the tab’s status', () => {
    expect(recordingQuery({ ...base, tab: 'pending', keywords: ['Kampagne'] }).status).toBeUndefined();
    expect(recordingQuery({ ...base, tab: 'declined', filters: { projects: [3] } })).toMatchObject({ projects: [3] });
    expect(recordingQuery({ ...base, tab: 'declined', filters: { projects: [3] } }).status).toBeUndefined();
    const ranged = {
      ...base,
      tab: 'approved',
      dateRanges: { timeframe: { start_date: '2026-01-01', end_date: null } },
    };
    expect(recordingQuery(ranged)).toMatchObject({ timeframe_start_date: '2026-01-01' });
    expect(recordingQuery(ranged).status).toBeUndefined();
  });

  test('a chosen status filter is sent instead of the tab’s', () => {
    expect(recordingQuery({ ...base, tab: 'pending', filters: { status: ['CANCELLED'] } }).status).toEqual([
      'CANCELLED',
    ]);
  });
});

describe('time review tabs', () => {
  test.each([
    ['pending', ['APPROVED']],
    ['rejected', ['FINANCE_REJECTED']],
    ['approved', ['FINANCE_APPROVED']],
  ])('finance: tab %s sends status %j', (tab, status) => {
    expect(reviewQuery({ ...base, tab }, true).status).toEqual(status);
  });

  test('account managers review with the time-recording tabs (docs/product.md §4)', () => {
    expect(reviewQuery({ ...base, tab: 'pending' }, false).status).toEqual(['PENDING', 'FINANCE_REJECTED']);
    expect(reviewQuery({ ...base, tab: 'declined' }, false).status).toEqual(['DECLINED']);
    expect(reviewQuery({ ...base, tab: 'approved' }, false).status).toEqual(['APPROVED']);
    expect(reviewQuery({ ...base, tab: 'financeApproved' }, false).status).toEqual(['FINANCE_APPROVED']);
    expect(reviewQuery({ ...base, tab: 'all' }, false).status).toBeUndefined();
  });

  test('any filter drops the tab’s status', () => {
    expect(reviewQuery({ ...base, tab: 'pending', filters: { bookers: [4] } }, true).status).toBeUndefined();
    expect(reviewQuery({ ...base, tab: 'rejected', keywords: ['x'] }, true).status).toBeUndefined();
  });
});
