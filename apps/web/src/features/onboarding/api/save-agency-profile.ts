import { agencyProfileUpdate } from '@fm/contract/endpoints/agencies';
import type { agencyProfileInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { agencyProfileQueryKey } from '../../../api/use-agency-profile.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export type AgencyProfileInput = z.input<typeof agencyProfileInput>;

/**
 * PUT /api/agency/profile (only the fields sent change). The shell's profile (and with it the guards'
 * is_profile_complete) is refreshed by the caller when it is ready to leave the onboarding.
 */
export function useSaveAgencyProfile() {
  const queryClient = useQueryClient();
  const group = useAuthStore((state) => state.activeGroup);
  return useMutation({
    mutationFn: (body: AgencyProfileInput) => callEndpoint(agencyProfileUpdate, { body }),
    onSuccess: (profile) => queryClient.setQueryData(agencyProfileQueryKey(group), profile),
  });
}
