import { agencyCreate } from '@fm/contract/endpoints/agencies';
import type { agencyCreateInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type AgencyCreateInput = z.input<typeof agencyCreateInput>;

/** POST /api/agency/create-agency: the agency and the invitation of its managing director. */
export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyCreateInput) => callEndpoint(agencyCreate, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agency', 'list'] }),
  });
}
