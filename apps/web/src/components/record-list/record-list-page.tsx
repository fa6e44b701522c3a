import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ListPage, type ListPageProps } from '../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../ui/list-page/list-page-state.ts';
import { type OptionFilterSpec, OptionFilters } from './option-filter.tsx';

type RecordListPageProps = Pick<ListPageProps, 'title' | 'list' | 'tabs' | 'dateRanges' | 'actions'> & {
  /** All option filters of the list, the status filter included. */
  filters: readonly OptionFilterSpec[];
  /** One page of records; its total, loading, error and emptiness drive the page. */
  query: UseQueryResult<{ data: readonly unknown[]; total: number; is_total_capped?: boolean }>;
  emptyText: string;
  /** The records table. */
  children: ReactNode;
};

/** A section listing time records or payments: a second-level list page with option filters and its list states. */
export function RecordListPage({ filters, query, emptyText, list, children, ...page }: RecordListPageProps) {
  return (
    <ListPage
      {...page}
      titleComponent="h2"
      list={list}
      filters={<OptionFilters list={list} filters={filters} />}
      {...listPageStateOf(query)}
      emptyState={<EmptyState text={emptyText} />}
    >
      {children}
    </ListPage>
  );
}
