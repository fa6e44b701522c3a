import { financialYearClose } from '@fm/contract/endpoints/budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/financial-year/close: the year's budget becomes CLOSED and takes no new cost. */
export function useCloseFinancialYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { agency_id: number; financial_year?: string }) => callEndpoint(financialYearClose, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BUDGET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
