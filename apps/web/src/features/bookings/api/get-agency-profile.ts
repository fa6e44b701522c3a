import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';

/** GET /api/agency/profile: whether the active agency requires approval, and its managing directors (approvers). */
export function useActiveAgencyProfile() {
  const activeGroup = useAuthStore((state) => state.activeGroup);
  const isAgency = useAuthStore(isAgencyUser);
  return useQuery({
    queryKey: ['bookings', 'agency-profile', activeGroup],
    queryFn: ({ signal }) => callEndpoint(agencyProfileGet, { signal }),
    enabled: isAgency,
    staleTime: 60_000,
  });
}
