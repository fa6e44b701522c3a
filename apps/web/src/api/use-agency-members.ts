import { agencyMembersList } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth-store.ts';
import { callEndpoint } from './client.ts';

/** GET /api/agency/user/agency/members: the users of the active agency. */
export function useAgencyMembers(isEnabled = true) {
  const group = useAuthStore((state) => state.activeGroup);
  return useQuery({
    queryKey: ['agency-members', group],
    queryFn: ({ signal }) => callEndpoint(agencyMembersList, { signal }),
    enabled: isEnabled,
  });
}
