import { agencyUpdate } from '@fm/contract/endpoints/agencies';
import type { agencyUpdateInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { agencyQueryKey } from './get-agency.ts';

export type AgencyUpdateInput = z.input<typeof agencyUpdateInput>;

/** PUT /api/agency/agency/update (multipart, with the logo file). */
export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyUpdateInput) => callEndpoint(agencyUpdate, { body }),
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyQueryKey(agency.id), agency);
      void queryClient.invalidateQueries({ queryKey: ['agency', 'list'] });
    },
  });
}
