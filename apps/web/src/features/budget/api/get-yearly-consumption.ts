import { consumptionChartYearlyGet } from '@fm/contract/endpoints/budget';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { budgetKeys } from './query-keys.ts';

/** GET /api/agency/consumption/yearly/{year}: cleared and commissioned per month of the financial year. */
export function useYearlyConsumption(yearStart: number, agencyId: number | undefined) {
  return useQuery({
    queryKey: budgetKeys.yearly(yearStart, agencyId),
    queryFn: () =>
      callEndpoint(consumptionChartYearlyGet, {
        params: { year: yearStart },
        query: agencyId === undefined ? {} : { agency_id: agencyId },
      }),
  });
}
