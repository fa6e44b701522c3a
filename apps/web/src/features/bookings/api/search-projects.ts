import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { projectGet } from '@fm/contract/endpoints/projects';
import type { ProjectDetail, ProjectListItem } from '@fm/contract/schemas/project';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

type ProjectPage = { data: ProjectListItem[] };

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
    queryFn: async ({ signal }) => ((await callEndpoint(projectGet, { query, signal })) as ProjectPage).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/agency/project?id=: the chosen project with its cost allocations. */
export function useBookingProject(projectId: number | null) {
  return useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: async ({ signal }) =>
      (await callEndpoint(projectGet, { query: { id: projectId as number }, signal })) as ProjectDetail,
    enabled: projectId !== null,
  });
}
