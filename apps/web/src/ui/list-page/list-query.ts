import type { SortDirection } from '@fm/contract/enums';
import type { z } from 'zod';
import { type ListState, type ToQueryOptions, toQuery } from './use-list-state.ts';

export type ListQueryOptions = ToQueryOptions & {
  /** The statuses each tab stands for; sent while no filter is applied (see `toQuery`). */
  tabStatuses?: Record<string, readonly string[]>;
  /** The tab that applies when the saved one is none of `tabStatuses` (a tab a later version renamed). */
  defaultTab?: string;
  /** The sort sent while the list has none of its own (a list saved before it had a default sort). */
  defaultSort?: { sortBy: string; sort: SortDirection };
  /** Parameters the page adds beyond the list state (e.g. the caller's own id); checked like the rest. */
  extra?: Record<string, unknown>;
};

/** True when `value` is a query the endpoint's query schema accepts. */
function isQueryOf<S extends z.ZodType>(schema: S, value: unknown): value is z.input<S> {
  return schema.safeParse(value).success;
}

/** The top-level parameters the schema refuses in `query`. */
function refusedParams(schema: z.ZodType, query: Record<string, unknown>): Set<string> {
  const result = schema.safeParse(query);
  if (result.success) return new Set();
  return new Set(result.error.issues.flatMap((issue) => (issue.path.length > 0 ? [String(issue.path[0])] : [])));
}

/**
 * The request query of a list, typed by the endpoint's query schema: paging, sort, keywords, date ranges, filters
 * and the tab's statuses as `toQuery` builds them, plus the page's `extra` parameters. The list state is kept in
 * local storage, so it is checked against the schema: a value the server would refuse (a sort column a later
 * version no longer offers, say) is left out and the server's default applies instead.
 */
export function listQuery<S extends z.ZodType>(
  schema: S,
  state: ListState,
  options: ListQueryOptions = {},
): z.input<S> {
  const { tabStatuses = {}, defaultTab, defaultSort, extra = {}, ...toQueryOptions } = options;
  const isKnownTab = state.tab !== null && state.tab in tabStatuses;
  const tabbed = defaultTab === undefined || isKnownTab ? state : { ...state, tab: defaultTab };
  const sorted = tabbed.sortBy || !defaultSort ? tabbed : { ...tabbed, ...defaultSort };
  let query: Record<string, unknown> = { ...toQuery(sorted, tabStatuses, toQueryOptions), ...extra };
  while (!isQueryOf(schema, query)) {
    const refused = refusedParams(schema, query);
    if (refused.size === 0) throw new Error('The list query is refused as a whole by its schema');
    query = Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name)));
  }
  return query;
}
