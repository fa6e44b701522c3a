import { userDetailGet } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/user?user_id=…: one user as the admin sees it. */
export function useUser(id: number) {
  return useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: () => callEndpoint(userDetailGet, { query: { user_id: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
