import { clustersList } from '@fm/contract/endpoints/agencies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type ClustersQuery = {
  page: number;
  items: number;
  keyword: string[];
  sortBy?: 'name' | 'created_at';
  sort?: 'asc' | 'desc';
};

/** GET /api/agency/cluster: one page of agency groups. */
export function useClusters(query: ClustersQuery) {
  return useQuery({
    queryKey: ['clusters', query],
    queryFn: ({ signal }) => callEndpoint(clustersList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
