import { freelancerFeeUpdate } from '@fm/contract/endpoints/budget';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/freelancer-fee: the percentage an agency pays on top of freelancer cost. */
export function useUpdateFreelancerFee() {
  return useRefreshingMutation(
    (body: { agency_id: number; fee: number }) => callEndpoint(freelancerFeeUpdate, { body }),
    [BUDGET_KEY, ['agency']],
  );
}
