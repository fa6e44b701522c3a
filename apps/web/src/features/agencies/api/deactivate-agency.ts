import { agencyDeactivate } from '@fm/contract/endpoints/agencies';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

/** PATCH /api/agency/admin/deactivate-agency/{id} with the target state. */
export function useSetAgencyActive() {
  return useRefreshingMutation(
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(agencyDeactivate, { params: { id }, body: { is_active: isActive } }),
    [['agency']],
  );
}
