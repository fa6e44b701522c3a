import { directoryUsersSearch } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** POST /api/agency/azure/search: colleagues in the company directory (only with a keyword). */
export function useDirectorySearch(keyword: string, isEnabled = true) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['directory', trimmed],
    queryFn: ({ signal }) => callEndpoint(directoryUsersSearch, { body: { keyword: trimmed }, signal }),
    enabled: isEnabled && trimmed.length >= 2,
    staleTime: 60_000,
  });
}
