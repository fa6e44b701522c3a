import { userAgenciesList } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const MY_AGENCIES_QUERY_KEY = ['my-agencies'] as const;

/** GET /api/agency/user/agency/list, read without X-Group: it is what the user picks the group from. */
export function useMyAgencies() {
  return useQuery({
    queryKey: MY_AGENCIES_QUERY_KEY,
    queryFn: () => callEndpoint(userAgenciesList, { isWithoutGroup: true }),
  });
}
