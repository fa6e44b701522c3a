import { clientCreate } from '@fm/contract/endpoints/agencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** POST /api/agency/clients: adds a client (an existing one with the same name comes back). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(clientCreate, { body: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
