import { reportsList } from '@fm/contract/endpoints/reports';
import type { reportsListQuery } from '@fm/contract/schemas/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export const REPORTS_KEY = ['reports'] as const;
/** The list variant of GET reports (the call answers one report when given an id). */
export type ReportsQuery = z.input<typeof reportsListQuery>;

/** GET /api/agency/reports: a page of the saved reports the caller sees, newest first. */
export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'list', query],
    queryFn: ({ signal }) => callEndpoint(reportsList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
