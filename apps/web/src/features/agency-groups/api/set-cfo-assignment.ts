import { cfoAgencyGroupAssign } from '@fm/contract/endpoints/agencies';
import type { cfoAgencyGroupInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

export type CfoAssignmentInput = z.input<typeof cfoAgencyGroupInput>;

/** POST /api/agency/cfo-agency-group: assigns a CFO to a group, or with is_assigned false removes them. */
export function useSetCfoAssignment() {
  return useRefreshingMutation(
    (body: CfoAssignmentInput) => callEndpoint(cfoAgencyGroupAssign, { body }),
    [['clusters']],
  );
}
