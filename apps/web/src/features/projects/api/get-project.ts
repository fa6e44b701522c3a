import { useQuery } from '@tanstack/react-query';
import { projectDetailQueryOptions } from '../../../api/project.ts';

/** GET /api/agency/project?id=: one project with its bookings and allocations. */
export function useProject(id: number) {
  return useQuery(projectDetailQueryOptions(id));
}
