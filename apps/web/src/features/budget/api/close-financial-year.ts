import { financialYearClose } from '@fm/contract/endpoints/budget';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';
import { BUDGET_KEY } from './query-keys.ts';

/** POST /api/agency/financial-year/close: the year's budget becomes CLOSED and takes no new cost. */
export function useCloseFinancialYear() {
  return useRefreshingMutation(
    (body: { agency_id: number; financial_year?: string }) => callEndpoint(financialYearClose, { body }),
    [BUDGET_KEY, ['agency']],
  );
}
