import { freelancerDetailGet } from '@fm/contract/endpoints/freelancers';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const freelancerQueryKey = (id: number) => ['freelancers', 'detail', id] as const;

const fetchFreelancer = (id: number) => callEndpoint(freelancerDetailGet, { query: { id } });

/** GET /api/freelancer/user?id=…: one freelancer's detail. */
export function useFreelancer(id: number) {
  return useQuery({ queryKey: freelancerQueryKey(id), queryFn: () => fetchFreelancer(id), enabled: id > 0 });
}

/** The details of several freelancers at once (the compare tab). */
export function useFreelancersById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: freelancerQueryKey(id), queryFn: () => fetchFreelancer(id) })),
  });
}
