import { agencyCreate } from '@fm/contract/endpoints/agencies';
import type { agencyCreateInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

export type AgencyCreateInput = z.input<typeof agencyCreateInput>;

/** POST /api/agency/create-agency: the agency and the invitation of its managing director. */
export function useCreateAgency() {
  return useRefreshingMutation((body: AgencyCreateInput) => callEndpoint(agencyCreate, { body }), [['agency', 'list']]);
}
