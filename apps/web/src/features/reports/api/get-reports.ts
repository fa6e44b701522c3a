import { reportsGet } from '@fm/contract/endpoints/reports';
import type { ListPage } from '@fm/contract/envelope';
import type { ReportListItem } from '@fm/contract/schemas/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const REPORTS_KEY = ['reports'] as const;
export type ReportsQuery = Record<string, unknown>;

/** GET /api/agency/reports: a page of the saved reports the caller sees, newest first. */
export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'list', query],
    queryFn: async ({ signal }) =>
      (await callEndpoint(reportsGet, { query: query as never, signal })) as ListPage<ReportListItem>,
    placeholderData: keepPreviousData,
  });
}
