import { specialitiesList } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/specialities: the services an agency can offer. */
export function useSpecialities() {
  return useQuery({
    queryKey: ['specialities'],
    queryFn: () => callEndpoint(specialitiesList),
    staleTime: 10 * 60_000,
  });
}
