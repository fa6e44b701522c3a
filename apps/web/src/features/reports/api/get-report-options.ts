import { clientsSearch } from '@fm/contract/endpoints/agencies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/agency/clients: the active agency's clients for the client chips (agency users). */
export function useClientOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'options', 'clients'],
    queryFn: ({ signal }) => callEndpoint(clientsSearch, { query: {}, signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    select: (clients) => clients.map(({ id, client }) => ({ id, name: client })),
  });
}
