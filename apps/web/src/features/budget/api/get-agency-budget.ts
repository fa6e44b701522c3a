import { agencyBudgetGet } from '@fm/contract/endpoints/budget';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { budgetKeys } from './query-keys.ts';

/** GET /api/agency/agency/budget: an agency's budget of a financial year (agency users: their own agency). */
export function useAgencyBudget(agencyId: number | undefined, financialYear: string | undefined) {
  return useQuery({
    queryKey: budgetKeys.budget(agencyId, financialYear),
    queryFn: () =>
      callEndpoint(agencyBudgetGet, {
        query: {
          ...(agencyId === undefined ? {} : { agency_id: agencyId }),
          ...(financialYear === undefined ? {} : { financial_year: financialYear }),
        },
      }),
  });
}
