import { consumptionChartMonthlyGet } from '@fm/contract/endpoints/budget';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { budgetKeys } from './query-keys.ts';

/** GET /api/agency/consumption/monthly/{month}/year/{year}: cleared and commissioned per day of a month. */
export function useMonthlyConsumption(period: { month: number; year: number } | null, agencyId: number | undefined) {
  return useQuery({
    queryKey: budgetKeys.monthly(period?.month ?? 0, period?.year ?? 0, agencyId),
    queryFn: () =>
      callEndpoint(consumptionChartMonthlyGet, {
        params: { month: period!.month, year: period!.year },
        query: agencyId === undefined ? {} : { agency_id: agencyId },
      }),
    enabled: period !== null,
  });
}
