import { agencyDetailGet } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/**
 * GET /api/agency/agency-details/{id}, reduced to the agency's users: where the admin picks a stand-in. The key
 * is the agency detail page's, so both share one cache entry and one refresh.
 */
export function useAgencyUsers(agencyId: number | null) {
  return useQuery({
    queryKey: ['agency', 'detail', agencyId],
    queryFn: ({ signal }) => callEndpoint(agencyDetailGet, { params: { id: agencyId ?? 0 }, signal }),
    enabled: agencyId !== null && agencyId > 0,
    select: (agency) => agency.users,
  });
}
