import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { isAgencyUser, useAuthStore } from '../stores/auth-store.ts';
import { callEndpoint } from './client.ts';

export const agencyProfileQueryKey = (group: string | null) => ['agency-profile', group] as const;

/**
 * GET /api/agency/profile: the active agency as its signed-in user sees it. One query (and one cache entry per
 * agency) serves every screen that needs the agency's flags, members, approvers or texts.
 */
export function useAgencyProfile() {
  const group = useAuthStore((state) => state.activeGroup);
  const isAgency = useAuthStore(isAgencyUser);
  return useQuery({
    queryKey: agencyProfileQueryKey(group),
    queryFn: ({ signal }) => callEndpoint(agencyProfileGet, { signal }),
    enabled: isAgency,
  });
}
