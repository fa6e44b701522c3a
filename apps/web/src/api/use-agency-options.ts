import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import { agenciesList } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './client.ts';

/** GET /api/agency/admin/agency-list: the agencies admin and finance filter by (names ascending). */
export function useAgencyOptions(isEnabled: boolean) {
  const query = { items: PAGE_SIZE_MAX, sortBy: 'name', sort: 'asc' } as const;
  return useQuery({
    queryKey: ['agency-options'],
    queryFn: ({ signal }) => callEndpoint(agenciesList, { query, signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    select: (page) => page.data.map(({ id, name }) => ({ id, name })),
  });
}
