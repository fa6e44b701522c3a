import { projectDetail } from '@fm/contract/endpoints/projects';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { projectDetailKey } from './query-keys.ts';

/** GET /api/agency/project?id=: one project with its bookings and allocations. */
export function useProject(id: number) {
  return useQuery({
    queryKey: projectDetailKey(id),
    queryFn: ({ signal }) => callEndpoint(projectDetail, { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
