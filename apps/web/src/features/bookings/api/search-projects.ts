import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { projectDetail, projectList } from '@fm/contract/endpoints/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/project: the caller's ongoing and paused projects matching the words, for the booking dialog. */
export function useProjectSearch(keyword: string) {
  const query = {
    keyword: keyword.trim() ? [keyword.trim()] : [],
    items: SEARCH_LOOKUP_SIZE,
    status: ['ONGOING', 'PAUSED'] as const,
    agencies: [],
  };
  return useQuery({
    queryKey: ['projects', 'booking-search', query],
    queryFn: async ({ signal }) => (await callEndpoint(projectList, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/agency/project?id=: the chosen project with its cost allocations. */
export function useBookingProject(projectId: number | null) {
  return useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => callEndpoint(projectDetail, { query: { id: projectId ?? 0 }, signal }),
    enabled: projectId !== null,
  });
}
