import { describe, expect, test } from 'vitest';
import { initialListState } from '../../../ui/list-page/use-list-state.ts';
import { flatRateQuery, flatRateReviewQuery } from './tabs.ts';

const base = initialListState({ tab: 'all', sortBy: 'created_at' });

describe('flat-rate tabs (docs/product.md §4)', () => {
  test.each([
    ['all', undefined],
    ['pending', ['FINANCE_PENDING']],
    ['rejected', ['FINANCE_REJECTED']],
    ['approved', ['FINANCE_APPROVED']],
  ])('tab %s sends status %j', (tab, status) => {
    expect(flatRateQuery({ ...base, tab }).status).toEqual(status);
  });

  test.each([
    ['pending', ['FINANCE_PENDING']],
    ['rejected', ['FINANCE_REJECTED']],
    ['approved', ['FINANCE_APPROVED']],
  ])('review tab %s sends status %j', (tab, status) => {
    expect(flatRateReviewQuery({ ...base, tab }).status).toEqual(status);
  });

  test('any filter drops the tab’s status; created_at descending, 25 a page', () => {
    expect(flatRateQuery({ ...base, tab: 'pending', keywords: ['Winter'] }).status).toBeUndefined();
    expect(flatRateReviewQuery({ ...base, tab: 'pending', filters: { agencies: [2] } }).status).toBeUndefined();
    const ranged = flatRateQuery({
      ...base,
      tab: 'rejected',
      dateRanges: { date: { start_date: '2026-07-01', end_date: null } },
    });
    expect(ranged).toMatchObject({ start_date: '2026-07-01', sortBy: 'created_at', sort: 'desc', items: 25 });
    expect(ranged.status).toBeUndefined();
  });
});
