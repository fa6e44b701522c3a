import { FIRST_PAGE } from '@fm/contract/constants';
import { projectList } from '@fm/contract/endpoints/projects';
import { nextPageOf } from '@fm/contract/envelope';
import type { projectsListQuery } from '@fm/contract/schemas/project';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { projectsListKey } from './query-keys.ts';

export type ProjectsQuery = Omit<z.input<typeof projectsListQuery>, 'page'>;

/** GET /api/agency/project, page after page until the last (docs/product.md §4: infinite scroll). */
export function useProjects(query: ProjectsQuery) {
  return useInfiniteQuery({
    queryKey: projectsListKey(query),
    initialPageParam: FIRST_PAGE,
    queryFn: ({ pageParam, signal }) => callEndpoint(projectList, { query: { ...query, page: pageParam }, signal }),
    getNextPageParam: nextPageOf,
  });
}
