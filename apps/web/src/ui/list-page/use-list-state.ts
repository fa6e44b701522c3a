import { FIRST_PAGE, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@fm/contract/constants';
import type { SortDirection } from '@fm/contract/enums';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type DateRange, resolveDateRange } from '../date-range.ts';

export type FilterValue = string | number | boolean | null | readonly (string | number)[];

export type ListFilters = {
  tab: string | null;
  keywords: string[];
  /** By name; see `toQuery` for the query parameters a name becomes. */
  dateRanges: Record<string, DateRange>;
  filters: Record<string, FilterValue>;
};

export type ListState = ListFilters & {
  page: number;
  items: number;
  sortBy: string | null;
  sort: SortDirection;
};

export type ListActions = {
  setTab: (tab: string) => void;
  addKeyword: (keyword: string) => void;
  removeKeyword: (keyword: string) => void;
  setDateRange: (name: string, range: DateRange) => void;
  setFilter: (name: string, value: FilterValue) => void;
  setFilters: (filters: Record<string, FilterValue>) => void;
  /** Drops keywords, date ranges and filters (the tab stays). */
  clearFilters: () => void;
  setPage: (page: number) => void;
  setItems: (items: number) => void;
  /** Sorts by a column; the same column again flips the direction. */
  toggleSort: (sortBy: string) => void;
  setSort: (sortBy: string, sort: SortDirection) => void;
  reset: () => void;
};

export type ListStateApi = ListState & ListActions;
export type ListDefaults = Partial<ListState>;

const BASE_STATE: ListState = {
  tab: null,
  keywords: [],
  dateRanges: {},
  filters: {},
  page: FIRST_PAGE,
  items: PAGE_SIZE_DEFAULT,
  sortBy: null,
  sort: 'desc',
};

export const LIST_STORAGE_PREFIX = 'fm-list:';

/** A list's state before any change: page 1, the default page size, no tab, filter or sort unless given. */
export function initialListState(defaults: ListDefaults = {}): ListState {
  return { ...BASE_STATE, ...defaults };
}

function isPageSize(items: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(items);
}

/** Makes the store of one list. Every change of tab, filter, keyword, page size or sort goes back to page 1. */
export function createListStore(key: string, defaults: ListDefaults = {}): UseBoundStore<StoreApi<ListStateApi>> {
  const initial = initialListState(defaults);
  return create<ListStateApi>()(
    persist(
      (set, get) => {
        const refilter = (patch: Partial<ListState>) => set({ ...patch, page: FIRST_PAGE });
        return {
          ...initial,
          setTab: (tab) => refilter({ tab }),
          addKeyword: (keyword) => {
            const trimmed = keyword.trim();
            if (!trimmed || get().keywords.includes(trimmed)) return;
            refilter({ keywords: [...get().keywords, trimmed] });
          },
          removeKeyword: (keyword) => refilter({ keywords: get().keywords.filter((item) => item !== keyword) }),
          setDateRange: (name, range) => refilter({ dateRanges: { ...get().dateRanges, [name]: range } }),
          setFilter: (name, value) => refilter({ filters: { ...get().filters, [name]: value } }),
          setFilters: (filters) => refilter({ filters }),
          clearFilters: () => refilter({ keywords: [], dateRanges: initial.dateRanges, filters: initial.filters }),
          setPage: (page) => set({ page: Math.max(FIRST_PAGE, Math.trunc(page)) }),
          setItems: (items) => refilter({ items: isPageSize(items) ? items : PAGE_SIZE_DEFAULT }),
          toggleSort: (sortBy) => {
            const { sortBy: current, sort } = get();
            const flipped: SortDirection = sort === 'asc' ? 'desc' : 'asc';
            refilter({ sortBy, sort: current === sortBy ? flipped : 'asc' });
          },
          setSort: (sortBy, sort) => refilter({ sortBy, sort }),
          reset: () => set(initial),
        };
      },
      {
        name: `${LIST_STORAGE_PREFIX}${key}`,
        storage: createJSONStorage(() => localStorage),
        version: 2,
        // Version 1 saved the default half-year as its dates, which went stale on 1 January and 1 July: a saved
        // range that is exactly a half-year gives way to the list's default (now a rule).
        migrate: (persisted, version) => {
          const state = (persisted ?? {}) as Partial<ListState>;
          if (version >= 2 || !state.dateRanges) return state;
          const dateRanges = Object.fromEntries(
            Object.entries(state.dateRanges).filter(([, range]) => !isHalfYear(range)),
          );
          return { ...state, dateRanges: { ...initial.dateRanges, ...dateRanges } };
        },
        // Filters, tab, page size and sort are kept (docs/product.md §12); a reload starts again on page 1.
        partialize: ({ tab, keywords, dateRanges, filters, items, sortBy, sort }) => ({
          tab,
          keywords,
          dateRanges,
          filters,
          items,
          sortBy,
          sort,
        }),
      },
    ),
  );
}

function isHalfYear(range: DateRange): boolean {
  const start = range.start_date ?? '';
  const end = range.end_date ?? '';
  const year = start.slice(0, 4);
  return (
    end.slice(0, 4) === year &&
    ((start.endsWith('-01-01') && end.endsWith('-06-30')) || (start.endsWith('-07-01') && end.endsWith('-12-31')))
  );
}

const stores = new Map<string, UseBoundStore<StoreApi<ListStateApi>>>();

/** The one store of a list, made on first use; the first caller's defaults apply. */
export function getListStore(key: string, defaults?: ListDefaults): UseBoundStore<StoreApi<ListStateApi>> {
  let store = stores.get(key);
  if (!store) {
    store = createListStore(key, defaults);
    stores.set(key, store);
  }
  return store;
}

/** Persisted state of the list `key` (e.g. 'bookings', 'time-review'), with its actions. */
export function useListState(key: string, defaults?: ListDefaults): ListStateApi {
  return getListStore(key, defaults)();
}

function isValueSet(value: FilterValue | undefined): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * True when a keyword, a date range or a filter narrows the list (then the tab's status filter is dropped). A range
 * kept as a rule (the default "current half-year") is the list's default window, not a filter.
 */
export function hasActiveFilters(state: ListFilters): boolean {
  return (
    state.keywords.length > 0 ||
    Object.values(state.dateRanges).some((range) => !range.rule && Boolean(range.start_date || range.end_date)) ||
    Object.values(state.filters).some(isValueSet)
  );
}

/** Date range `name` → its query parameters: 'date' → start_date/end_date, 'submitted' → submitted_start_date/…. */
export function dateRangeParams(name: string): [string, string] {
  return name === 'date' ? ['start_date', 'end_date'] : [`${name}_start_date`, `${name}_end_date`];
}

export type QueryValue = string | number | boolean | readonly (string | number)[];
export type ListQuery = Record<string, QueryValue>;

export type ToQueryOptions = {
  /** Name of the keyword parameter (default 'keyword'). */
  keywordParam?: string;
  /** 'list' sends every tag (`keyword[]`), 'join' sends one text joined by spaces. Default 'list'. */
  keywordMode?: 'list' | 'join';
  /** Name of the status parameter the tab fills (default 'status'). */
  statusParam?: string;
  /** Also send the tab itself under this name (e.g. project tabs that are not statuses). */
  tabParam?: string;
};

/**
 * The request query of a list: paging, sort, keywords, date ranges and filters. The tab's statuses are sent only
 * while no filter is applied (docs/product.md §4: when any filter is applied, the tab's default status filter is dropped).
 */
export function toQuery(
  state: ListState,
  tabStatuses: Record<string, readonly string[]> = {},
  options: ToQueryOptions = {},
): ListQuery {
  const { keywordParam = 'keyword', keywordMode = 'list', statusParam = 'status', tabParam } = options;
  const query: ListQuery = { page: state.page, items: state.items };
  if (state.sortBy) {
    query.sortBy = state.sortBy;
    query.sort = state.sort;
  }
  if (state.keywords.length > 0)
    query[keywordParam] = keywordMode === 'join' ? state.keywords.join(' ') : [...state.keywords];
  for (const [name, stored] of Object.entries(state.dateRanges)) {
    const [startParam, endParam] = dateRangeParams(name);
    const range = resolveDateRange(stored);
    if (range.start_date) query[startParam] = range.start_date;
    if (range.end_date) query[endParam] = range.end_date;
  }
  for (const [name, value] of Object.entries(state.filters)) {
    if (isValueSet(value)) query[name] = value as QueryValue;
  }
  const statuses = state.tab ? tabStatuses[state.tab] : undefined;
  if (statuses && statuses.length > 0 && !hasActiveFilters(state)) query[statusParam] = [...statuses];
  if (tabParam && state.tab) query[tabParam] = state.tab;
  return query;
}
