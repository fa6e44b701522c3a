import { freelancerFeeUpdate } from '@fm/contract/endpoints/budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/freelancer-fee: the percentage an agency pays on top of freelancer cost. */
export function useUpdateFreelancerFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { agency_id: number; fee: number }) => callEndpoint(freelancerFeeUpdate, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BUDGET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
