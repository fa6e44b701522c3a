import { specialitiesList } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/specialities: the fixed list of specialities (services). */
export function useSpecialities() {
  return useQuery({
    queryKey: ['specialities'],
    queryFn: () => callEndpoint(specialitiesList),
    staleTime: 60 * 60_000,
  });
}
