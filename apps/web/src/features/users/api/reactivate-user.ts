import { USER_ADMIN_ENDPOINTS } from '@fm/contract/endpoints/users';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

/** PATCH /api/agency/admin/reactivate-user/:id: the user may sign in again; the user views show the new status. */
export function useReactivateUser() {
  return useRefreshingMutation(
    (id: number) => callEndpoint(USER_ADMIN_ENDPOINTS.userReactivate, { params: { id } }),
    [['users'], ['agency']],
  );
}
