import { usersList } from '@fm/contract/endpoints/users';
import { CFO_ROLES } from '@fm/contract/roles';
import { TEXT_MAX } from '@fm/contract/schemas/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

const CANDIDATES_PAGE_SIZE = 50;

/**
 * CFOs to assign to a group: POST /api/agency/admin/user-list (form-encoded) with roles[] finance-cfo and
 * finance-cfo-global, not deactivated (an invited CFO may be assigned before signing in), matching the typed words.
 */
export function useCfoCandidates(keyword: string, isEnabled: boolean) {
  const trimmed = keyword.trim().slice(0, TEXT_MAX.keyword);
  return useQuery({
    queryKey: ['users', 'cfo-candidates', trimmed],
    queryFn: ({ signal }) =>
      callEndpoint(usersList, {
        body: {
          page: 1,
          items: CANDIDATES_PAGE_SIZE,
          sortBy: 'firstName',
          sort: 'asc',
          keyword: trimmed ? [trimmed] : [],
          roles: [...CFO_ROLES],
          languages: [],
          status: ['ACTIVE', 'INVITED'],
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    select: (page) => page.data.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
  });
}
