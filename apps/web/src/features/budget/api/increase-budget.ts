import { budgetIncrease } from '@fm/contract/endpoints/budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/increase/budget: adds euros to an agency's budget of a financial year. */
export function useIncreaseBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { agency_id: number; amount: number; financial_year?: string }) =>
      callEndpoint(budgetIncrease, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BUDGET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
