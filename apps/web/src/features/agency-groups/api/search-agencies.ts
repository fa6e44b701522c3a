import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import { agenciesList } from '@fm/contract/endpoints/agencies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** Agencies to pick for a group: GET /api/agency/admin/agency-list by keyword, first 200 by name. */
export function useAgencyOptions(keyword: string, isEnabled = true) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['agency', 'options', trimmed],
    queryFn: ({ signal }) =>
      callEndpoint(agenciesList, {
        query: { page: 1, items: PAGE_SIZE_MAX, sortBy: 'name', sort: 'asc', keyword: trimmed ? [trimmed] : [] },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    select: (page) => page.data.map((agency) => ({ id: agency.id, name: agency.name })),
  });
}
