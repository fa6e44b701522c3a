import { agencyDeactivate } from '@fm/contract/endpoints/agencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** PATCH /api/agency/admin/deactivate-agency/{id} with the target state. */
export function useSetAgencyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(agencyDeactivate, { params: { id }, body: { is_active: isActive } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
