import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';

/** GET /api/agency/profile: whether the active agency exchanges data with the accounting system. */
export function useAgencyFlags() {
  const activeGroup = useAuthStore((state) => state.activeGroup);
  const isAgency = useAuthStore(isAgencyUser);
  return useQuery({
    queryKey: ['projects', 'agency-profile', activeGroup],
    queryFn: ({ signal }) => callEndpoint(agencyProfileGet, { signal }),
    enabled: isAgency,
    staleTime: 60_000,
  });
}
