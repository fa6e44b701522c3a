import { agenciesList, type agenciesListQuery } from '@fm/contract/endpoints/agencies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type AgenciesQuery = z.input<typeof agenciesListQuery>;

/** GET /api/agency/admin/agency-list: one page of agencies (admin and finance). */
export function useAgencies(query: AgenciesQuery) {
  return useQuery({
    queryKey: ['agency', 'list', query],
    queryFn: ({ signal }) => callEndpoint(agenciesList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
