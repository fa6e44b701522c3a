import { clientCreate, clientsSearch } from '@fm/contract/endpoints/agencies';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

const CLIENTS_KEY = ['projects', 'clients'] as const;

/** GET /api/agency/clients?keyword=: clients to choose from (trimmed keyword, at most 50). */
export function useClientSearch(keyword: string) {
  const query = { keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: [...CLIENTS_KEY, query],
    queryFn: ({ signal }) => callEndpoint(clientsSearch, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/agency/clients: a new client (an existing one of the same name is returned). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(clientCreate, { body: { name: name.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
