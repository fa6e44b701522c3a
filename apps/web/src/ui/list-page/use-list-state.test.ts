import { TIME_RECORDING_TABS } from '@fm/contract/enums';
import { describe, expect, it } from 'vitest';
import {
  createListStore,
  dateRangeParams,
  getListStore,
  hasActiveFilters,
  LIST_STORAGE_PREFIX,
  type ListState,
  type ListStateApi,
  toQuery,
} from './use-list-state.ts';

let counter = 0;
const freshStore = (defaults = {}) => createListStore(`test-${++counter}`, defaults);

describe('list store', () => {
  it('starts on page 1 with 25 items and the given defaults', () => {
    const store = freshStore({ tab: 'pending', sortBy: 'created_at', sort: 'desc' });
    expect(store.getState()).toMatchObject({
      page: 1,
      items: 25,
      tab: 'pending',
      sortBy: 'created_at',
      sort: 'desc',
      keywords: [],
    });
  });

  it.each([
    ['setTab', (s: ListStateApi) => s.setTab('approved')],
    ['addKeyword', (s: ListStateApi) => s.addKeyword('alpha')],
    ['setFilter', (s: ListStateApi) => s.setFilter('agencies', [3])],
    ['setDateRange', (s: ListStateApi) => s.setDateRange('date', { start_date: '2026-01-01', end_date: null })],
    ['setItems', (s: ListStateApi) => s.setItems(50)],
    ['toggleSort', (s: ListStateApi) => s.toggleSort('id')],
    ['clearFilters', (s: ListStateApi) => s.clearFilters()],
  ])('%s resets the page to 1', (_name, change) => {
    const store = freshStore();
    store.getState().setPage(4);
    expect(store.getState().page).toBe(4);
    change(store.getState());
    expect(store.getState().page).toBe(1);
  });

  it('keeps keywords trimmed and unique and removes them', () => {
    const store = freshStore();
    store.getState().addKeyword('  alpha ');
    store.getState().addKeyword('alpha');
    store.getState().addKeyword('   ');
    store.getState().addKeyword('beta');
    expect(store.getState().keywords).toEqual(['alpha', 'beta']);
    store.getState().removeKeyword('alpha');
    expect(store.getState().keywords).toEqual(['beta']);
  });

  it('accepts only the page sizes 25/50/100/200', () => {
    const store = freshStore();
    store.getState().setItems(200);
    expect(store.getState().items).toBe(200);
    store.getState().setItems(1000);
    expect(store.getState().items).toBe(25);
  });

  it('sorts ascending first and flips on the same column', () => {
    const store = freshStore({ sortBy: 'id', sort: 'desc' });
    store.getState().toggleSort('name');
    expect(store.getState()).toMatchObject({ sortBy: 'name', sort: 'asc' });
    store.getState().toggleSort('name');
    expect(store.getState()).toMatchObject({ sortBy: 'name', sort: 'desc' });
  });

  it('persists filters, tab, page size and sort under its key, but not the page', () => {
    const key = `persisted-${++counter}`;
    const store = createListStore(key);
    store.getState().setTab('declined');
    store.getState().addKeyword('alpha');
    store.getState().setItems(100);
    store.getState().setPage(3);
    const saved = JSON.parse(localStorage.getItem(`${LIST_STORAGE_PREFIX}${key}`) ?? '{}');
    expect(saved.state).toEqual({
      tab: 'declined',
      keywords: ['alpha'],
      dateRanges: {},
      filters: {},
      items: 100,
      sortBy: null,
      sort: 'desc',
    });

    const reopened = createListStore(key);
    expect(reopened.getState()).toMatchObject({ tab: 'declined', keywords: ['alpha'], items: 100, page: 1 });
  });

  it('hands out one store per key', () => {
    expect(getListStore('same-key')).toBe(getListStore('same-key'));
    expect(getListStore('same-key')).not.toBe(getListStore('other-key'));
  });
});

const baseState: ListState = {
  tab: 'pending',
  keywords: [],
  dateRanges: {},
  filters: {},
  page: 2,
  items: 50,
  sortBy: 'created_at',
  sort: 'desc',
};

describe('toQuery', () => {
  it("sends the tab's statuses while nothing else filters", () => {
    expect(toQuery(baseState, TIME_RECORDING_TABS)).toEqual({
      page: 2,
      items: 50,
      sortBy: 'created_at',
      sort: 'desc',
      status: ['PENDING', 'FINANCE_REJECTED'],
    });
  });

  it('sends no status for a tab without statuses', () => {
    expect(toQuery({ ...baseState, tab: 'all' }, TIME_RECORDING_TABS)).not.toHaveProperty('status');
  });

  it.each<[string, Partial<ListState>]>([
    ['a keyword', { keywords: ['alpha'] }],
    ['a date range', { dateRanges: { submitted: { start_date: null, end_date: '2026-02-01' } } }],
    ['a filter', { filters: { agencies: [4] } }],
  ])("drops the tab's statuses when %s is applied", (_name, patch) => {
    expect(toQuery({ ...baseState, ...patch }, TIME_RECORDING_TABS)).not.toHaveProperty('status');
  });

  it('maps keywords, date ranges and set filters to parameters', () => {
    const query = toQuery({
      ...baseState,
      sortBy: null,
      keywords: ['alpha', 'beta'],
      dateRanges: {
        date: { start_date: '2026-01-01', end_date: '2026-06-30' },
        timeframe: { start_date: '2026-03-01', end_date: null },
        submitted: { start_date: null, end_date: null },
      },
      filters: {
        freelancers: [1, 2],
        projects: [],
        my_projects: false,
        available: true,
        status: ['DECLINED'],
        name: '',
      },
    });
    expect(query).toEqual({
      page: 2,
      items: 50,
      keyword: ['alpha', 'beta'],
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      timeframe_start_date: '2026-03-01',
      freelancers: [1, 2],
      available: true,
      status: ['DECLINED'],
    });
  });

  it('can join keywords into one text and send the tab itself', () => {
    const query = toQuery(
      { ...baseState, keywords: ['a', 'b'], tab: 'ONGOING' },
      {},
      { keywordMode: 'join', tabParam: 'tab' },
    );
    expect(query).toMatchObject({ keyword: 'a b', tab: 'ONGOING' });
  });

  it('names date range parameters', () => {
    expect(dateRangeParams('date')).toEqual(['start_date', 'end_date']);
    expect(dateRangeParams('submitted')).toEqual(['submitted_start_date', 'submitted_end_date']);
  });

  it('treats empty values as no filter', () => {
    expect(
      hasActiveFilters({
        tab: 'x',
        keywords: [],
        dateRanges: { date: { start_date: null, end_date: null } },
        filters: { a: [], b: null, c: '' },
      }),
    ).toBe(false);
  });
});
