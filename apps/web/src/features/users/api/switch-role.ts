import { roleSwitch } from '@fm/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * POST /api/agency/role/switch. Only a managing director's own role change updates the signed-in user's role
 * (docs/product.md §2): then the session is refreshed so the new token carries it. The team, the admin's user views and
 * the agency detail's users all show the role.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { user_id: number; role: 'managing-director' | 'agency-manager' }) =>
      callEndpoint(roleSwitch, { body: input }),
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
      if (String(result.user_id) === useAuthStore.getState().user?.id) await apiClient.refreshSession();
    },
  });
}
