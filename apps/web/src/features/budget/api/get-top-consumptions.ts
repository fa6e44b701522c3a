import { budgetConsumptionList } from '@fm/contract/endpoints/budget';
import type { BUDGET_TYPES } from '@fm/contract/schemas/budget';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { budgetKeys } from './query-keys.ts';

export type ConsumptionType = (typeof BUDGET_TYPES)[number];
export type TopConsumptionQuery = {
  financial_year?: string;
  agency_id?: number;
  sort_by: 'commissioned' | 'cleared';
  page: number;
  items: number;
};

/** GET /api/agency/budget/{type}: top consumptions of a financial year by project, freelancer, client or agency. */
export function useTopConsumptions(type: ConsumptionType, query: TopConsumptionQuery) {
  return useQuery({
    queryKey: budgetKeys.top(type, query),
    queryFn: () => callEndpoint(budgetConsumptionList, { params: { type }, query: { ...query, sort: 'desc' } }),
    placeholderData: keepPreviousData,
  });
}
