import { projectDetail } from '@fm/contract/endpoints/projects';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callEndpoint } from './client.ts';

/**
 * Every cached project call (lists, details, lookups) starts with this key: a change of a project, or of a booking
 * on it (project details show their bookings and budget), invalidates it.
 */
export const PROJECTS_KEY = ['projects'] as const;
export const projectDetailKey = (id: number | null) => [...PROJECTS_KEY, 'detail', id] as const;

const isProjectId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/**
 * GET /api/agency/project?id=: one project with its bookings and cost allocations. The projects page and the
 * booking dialog read it through these options, so both share one cache entry; no id, no request.
 */
export function projectDetailQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: projectDetailKey(id),
    queryFn: isProjectId(id) ? ({ signal }) => callEndpoint(projectDetail, { query: { id }, signal }) : skipToken,
  });
}
