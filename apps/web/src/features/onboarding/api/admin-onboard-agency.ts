import { adminAgencyOnboard } from '@fm/contract/endpoints/agencies';
import type { agencyOnboardInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

export type AgencyOnboardInput = z.input<typeof agencyOnboardInput>;

/** PUT /api/agency/admin/agency/onboard: an admin completes an agency's profile on its behalf. */
export function useAdminOnboardAgency() {
  return useRefreshingMutation((body: AgencyOnboardInput) => callEndpoint(adminAgencyOnboard, { body }), [['agency']]);
}
