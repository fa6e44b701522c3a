import { USER_ADMIN_ENDPOINTS } from '@fm/contract/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** PATCH /api/agency/admin/reactivate-user/:id: the user may sign in again; the user views show the new status. */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(USER_ADMIN_ENDPOINTS.userReactivate, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
