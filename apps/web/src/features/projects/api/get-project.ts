import { projectGet } from '@fm/contract/endpoints/projects';
import type { ProjectDetail } from '@fm/contract/schemas/project';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { projectDetailKey } from './query-keys.ts';

/** GET /api/agency/project?id=: one project with its bookings and allocations. */
export function useProject(id: number) {
  return useQuery({
    queryKey: projectDetailKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(projectGet, { query: { id }, signal })) as ProjectDetail,
    enabled: Number.isInteger(id) && id > 0,
  });
}
