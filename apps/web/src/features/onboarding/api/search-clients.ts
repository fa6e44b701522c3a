import { clientsSearch } from '@fm/contract/endpoints/agencies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** GET /api/agency/clients?keyword=…: the active agency's clients (keyword trimmed, at most 50). */
export function useClientSearch(keyword: string) {
  const group = useAuthStore((state) => state.activeGroup);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['clients', group, trimmed],
    queryFn: ({ signal }) => callEndpoint(clientsSearch, { query: { keyword: trimmed || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}
