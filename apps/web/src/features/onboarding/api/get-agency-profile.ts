import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export const agencyProfileQueryKey = (group: string | null) => ['agency-profile', group] as const;

/** GET /api/agency/profile: the active agency as its signed-in user sees it. */
export function useAgencyProfile() {
  const group = useAuthStore((state) => state.activeGroup);
  return useQuery({ queryKey: agencyProfileQueryKey(group), queryFn: () => callEndpoint(agencyProfileGet) });
}
