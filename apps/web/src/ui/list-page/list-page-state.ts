import type { UseQueryResult } from '@tanstack/react-query';

type Page = { data: readonly unknown[]; total: number; is_total_capped?: boolean };

/** ListPage's total, loading, error and empty props from the query of one page of rows. */
export function listPageStateOf(query: UseQueryResult<Page>) {
  return {
    total: query.data?.total ?? 0,
    isTotalCapped: query.data?.is_total_capped,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: () => void query.refetch(),
    isEmpty: (query.data?.data ?? []).length === 0,
  };
}
