import { financeDashboardGet } from '@fm/contract/endpoints/reports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { budgetKeys } from './query-keys.ts';

/** GET /api/agency/finance/dashboard: budget use per agency of the caller's scope. */
export function useFinanceDashboard() {
  return useQuery({ queryKey: budgetKeys.financeDashboard(), queryFn: () => callEndpoint(financeDashboardGet, {}) });
}
