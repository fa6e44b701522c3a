import { maconomyProjectsSearch } from '@fm/contract/endpoints/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/project/maconomy?keyword=: projects of the external accounting system. */
export function useMaconomySearch(keyword: string, isEnabled: boolean) {
  const query = { keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: ['projects', 'maconomy', query],
    queryFn: ({ signal }) => callEndpoint(maconomyProjectsSearch, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
