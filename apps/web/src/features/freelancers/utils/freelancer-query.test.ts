import { describe, expect, it } from 'vitest';
import type { ListState } from '../../../ui/list-page/use-list-state.ts';
import { decodeOptions, encodeOption, FILTER, toFreelancerQuery } from './freelancer-query.ts';

const state = (patch: Partial<ListState> = {}): ListState => ({
  tab: 'ALL',
  keywords: [],
  dateRanges: {},
  filters: {},
  page: 1,
  items: 36,
  sortBy: null,
  sort: 'asc',
  ...patch,
});

describe('toFreelancerQuery', () => {
  it('asks for available freelancers by default and for bookmarked ones on the BOOKMARKED tab', () => {
    expect(toFreelancerQuery(state())).toEqual({ available: true, bookmarked: undefined });
    expect(toFreelancerQuery(state({ tab: 'BOOKMARKED' }))).toMatchObject({ available: true, bookmarked: true });
  });

  it('shows busy freelancers too once "available only" is switched off', () => {
    expect(toFreelancerQuery(state({ filters: { [FILTER.showBusy]: true } })).available).toBe(false);
  });

  it('combines keywords, rate range, experience, period, skills and clients', () => {
    const query = toFreelancerQuery(
      state({
        keywords: ['figma', 'berlin'],
        dateRanges: { date: { start_date: '2026-12-01', end_date: '2026-12-31' } },
        filters: {
          [FILTER.rateFrom]: 300,
          [FILTER.experience]: 5,
          [FILTER.skills]: [encodeOption({ id: 7, name: 'Figma' })],
          [FILTER.clients]: ['4|Acme | Co'],
        },
      }),
    );
    expect(query).toEqual({
      available: true,
      bookmarked: undefined,
      keyword: ['figma', 'berlin'],
      rate: [300, 100_000],
      experience: 5,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      skills: [7],
      clients: [4],
    });
  });

  it('keeps names with a bar and drops unreadable entries', () => {
    expect(decodeOptions(['4|Acme | Co', 'x|broken', 12])).toEqual([{ id: 4, name: 'Acme | Co' }]);
  });
});
