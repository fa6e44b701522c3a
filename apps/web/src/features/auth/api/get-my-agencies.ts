import { defineEndpoint } from '@fm/contract/endpoint';
import { AGENCY_ROLES } from '@fm/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

/**
 * GET /api/agency/user/agency/list (document 2 §7.4): the agencies of the signed-in agency user.
 * TODO(contract): move this definition to packages/contract/src/endpoints once the agency issue adds it there.
 */
export const myAgenciesGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'user/agency/list',
  summary: 'The agencies the signed-in user belongs to',
  roles: AGENCY_ROLES,
  output: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
  errorKey: 'catalogue.errorLoadingMultipleAgencyUsers',
});

/** Read without X-Group: the list is what the user picks the group from. */
export function useMyAgencies() {
  return useQuery({
    queryKey: ['my-agencies'],
    queryFn: () => callEndpoint(myAgenciesGet, { isWithoutGroup: true }),
  });
}
