import { freelancerEmailExists } from '@fm/contract/endpoints/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../api/client.ts';

/** The catalogue or web text to show at the e-mail field, or null when the freelancer may be invited. */
export type FreelancerEmailVerdict = 'users.inviteDialog.freelancerExists' | 'catalogue.emailAlreadyInvited' | null;

/**
 * GET /api/agency/freelancer/email/{email}/exists before a freelancer is invited. The answer is kept for half a
 * minute, so the check on leaving the field and the one before sending make one call.
 */
export function useCheckFreelancerEmail() {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string): Promise<FreelancerEmailVerdict> => {
      const known = await queryClient.fetchQuery({
        queryKey: ['freelancer-email-exists', email],
        queryFn: ({ signal }) => callEndpoint(freelancerEmailExists, { params: { email }, signal }),
        staleTime: 30_000,
      });
      if (known.is_existing) return 'users.inviteDialog.freelancerExists';
      return known.is_invited ? 'catalogue.emailAlreadyInvited' : null;
    },
    [queryClient],
  );
}
