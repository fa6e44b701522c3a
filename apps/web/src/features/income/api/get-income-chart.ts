import { incomeChartMonthlyGet, incomeChartYearlyGet } from '@fm/contract/endpoints/freelancers';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type IncomePeriod = { kind: 'year'; year: number } | { kind: 'month'; year: number; month: number };

/**
 * GET income/chart/yearly/{year} (one point per month) or income/chart/monthly/{month}/year/{year} (one point
 * per day): cleared and commissioned euros of the signed-in freelancer.
 */
export function useIncomeChart(period: IncomePeriod) {
  return useQuery({
    queryKey: ['income-chart', period],
    queryFn: () =>
      period.kind === 'year'
        ? callEndpoint(incomeChartYearlyGet, { params: { year: period.year } })
        : callEndpoint(incomeChartMonthlyGet, { params: { month: period.month, year: period.year } }),
  });
}
