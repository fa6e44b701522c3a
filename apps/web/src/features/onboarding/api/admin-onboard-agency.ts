import { adminAgencyOnboard } from '@fm/contract/endpoints/agencies';
import type { agencyOnboardInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type AgencyOnboardInput = z.input<typeof agencyOnboardInput>;

/** PUT /api/agency/admin/agency/onboard: an admin completes an agency's profile on its behalf. */
export function useAdminOnboardAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyOnboardInput) => callEndpoint(adminAgencyOnboard, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
