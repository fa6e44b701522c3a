import { cfoAgencyGroupAssign } from '@fm/contract/endpoints/agencies';
import type { cfoAgencyGroupInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type CfoAssignmentInput = z.input<typeof cfoAgencyGroupInput>;

/** POST /api/agency/cfo-agency-group: assigns a CFO to a group, or with is_assigned false removes them. */
export function useSetCfoAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CfoAssignmentInput) => callEndpoint(cfoAgencyGroupAssign, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['clusters'] }),
  });
}
