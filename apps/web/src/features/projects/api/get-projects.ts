import { FIRST_PAGE } from '@fm/contract/constants';
import { projectGet } from '@fm/contract/endpoints/projects';
import type { ListPage } from '@fm/contract/envelope';
import type { ProjectListItem, projectsListQuery } from '@fm/contract/schemas/project';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { projectsListKey } from './query-keys.ts';

export type ProjectsQuery = Omit<z.input<typeof projectsListQuery>, 'page'>;

/** GET /api/agency/project, page after page until the last (document 1 §4: infinite scroll). */
export function useProjects(query: ProjectsQuery) {
  return useInfiniteQuery({
    queryKey: projectsListKey(query),
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) =>
      (await callEndpoint(projectGet, { query: { ...query, page: pageParam }, signal })) as ListPage<ProjectListItem>,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}
