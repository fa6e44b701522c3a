import { freelancerProfileUpdate } from '@fm/contract/endpoints/freelancers';
import { freelancerProfileGet } from '@fm/contract/endpoints/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** Shares the cache entry of the own profile with the profile pages. */
const PROFILE_KEY = ['freelancer-profile', 'own'] as const;

/** GET /api/freelancer/profile: whether the procedure has been accepted. */
export function useProcedureState() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => callEndpoint(freelancerProfileGet) });
}

/**
 * Acceptance through PUT /api/freelancer/profile with has_accepted_credit_memo_procedure (the contract's way to
 * store it; no separate call exists in docs/product.md §10.4).
 */
export function useAcceptProcedure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(freelancerProfileUpdate, { body: { has_accepted_credit_memo_procedure: true } }),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_KEY, profile),
  });
}
