import { usersList } from '@fm/contract/endpoints/users';
import type { userListInput } from '@fm/contract/schemas/user';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type UsersQuery = z.input<typeof userListInput>;

/** POST /api/agency/admin/user-list (form-encoded): one page of the filtered users. */
export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => callEndpoint(usersList, { body: query, signal }),
    placeholderData: keepPreviousData,
  });
}
