import { agencyDetailGet } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const agencyQueryKey = (id: number) => ['agency', 'detail', id] as const;

/** GET /api/agency/agency-details/{id}. */
export function useAgency(id: number) {
  return useQuery({
    queryKey: agencyQueryKey(id),
    queryFn: () => callEndpoint(agencyDetailGet, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
