import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { type FilterOption, OPTIONS_STALE_MS } from '../../../components/record-list/api/get-filter-options.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { TIME_RECORDS_KEY } from './query-keys.ts';

/** The active agency's users, for the booker filter of agency users. */
export function useBookerOptions(isEnabled: boolean) {
  const activeGroup = useAuthStore((state) => state.activeGroup);
  return useQuery({
    queryKey: [...TIME_RECORDS_KEY, 'options', 'bookers', activeGroup],
    queryFn: ({ signal }) => callEndpoint(agencyProfileGet, { signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (profile): FilterOption[] =>
      profile.users.map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}` })),
  });
}
