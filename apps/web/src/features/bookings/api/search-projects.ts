import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { projectList } from '@fm/contract/endpoints/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';

/** GET /api/agency/project: the caller's ongoing and paused projects matching the words, for the booking dialog. */
export function useProjectSearch(keyword: string) {
  const query = {
    keyword: keyword.trim() ? [keyword.trim()] : [],
    items: SEARCH_LOOKUP_SIZE,
    status: ['ONGOING', 'PAUSED'] as const,
    agencies: [],
  };
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'booking-search', query],
    queryFn: async ({ signal }) => (await callEndpoint(projectList, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
