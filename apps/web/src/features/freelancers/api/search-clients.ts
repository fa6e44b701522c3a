import { clientsSearch } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/clients?keyword=… (trimmed) for the clients filter. */
export function useClientOptions(keyword: string, isEnabled: boolean) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['freelancers', 'client-options', trimmed],
    queryFn: async () =>
      (await callEndpoint(clientsSearch, { query: { keyword: trimmed } })).map(({ id, client }) => ({
        id,
        name: client,
      })),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
