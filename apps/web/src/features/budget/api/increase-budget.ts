import { budgetIncrease } from '@fm/contract/endpoints/budget';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/increase/budget: adds euros to an agency's budget of a financial year. */
export function useIncreaseBudget() {
  return useRefreshingMutation(
    (body: { agency_id: number; amount: number; financial_year?: string }) => callEndpoint(budgetIncrease, { body }),
    [BUDGET_KEY, ['agency']],
  );
}
