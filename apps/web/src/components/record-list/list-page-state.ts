import type { UseQueryResult } from '@tanstack/react-query';

/** ListPage's total, loading, error and empty props from the query of one page of rows. */
export function listPageStateOf(query: UseQueryResult<{ data: readonly unknown[]; total: number }>) {
  return {
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: () => void query.refetch(),
    isEmpty: (query.data?.data ?? []).length === 0,
  };
}
