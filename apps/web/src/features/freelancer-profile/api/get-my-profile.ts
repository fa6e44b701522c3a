import { freelancerProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const MY_PROFILE_QUERY_KEY = ['freelancer-profile', 'own'] as const;

/** GET /api/freelancer/profile: the signed-in freelancer's whole profile. */
export function useMyProfile() {
  return useQuery({ queryKey: MY_PROFILE_QUERY_KEY, queryFn: () => callEndpoint(freelancerProfileGet) });
}
