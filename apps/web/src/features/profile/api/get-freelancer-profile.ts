import { freelancerProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/freelancer/profile: the signed-in freelancer's profile, for the summary. */
export function useFreelancerProfileSummary(isEnabled: boolean) {
  return useQuery({
    queryKey: ['freelancer-profile-summary'],
    queryFn: () => callEndpoint(freelancerProfileGet),
    enabled: isEnabled,
  });
}
