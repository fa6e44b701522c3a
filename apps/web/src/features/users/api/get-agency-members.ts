import { agencyMembersList } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** GET /api/agency/user/agency/members: the users of the active agency. */
export function useAgencyMembers(isEnabled = true) {
  const group = useAuthStore((state) => state.activeGroup);
  return useQuery({
    queryKey: ['agency-members', group],
    queryFn: () => callEndpoint(agencyMembersList),
    enabled: isEnabled,
  });
}
