import { clientCreate } from '@fm/contract/endpoints/agencies';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

/** POST /api/agency/clients: adds a client (an existing one with the same name comes back). */
export function useCreateClient() {
  return useRefreshingMutation((name: string) => callEndpoint(clientCreate, { body: { name } }), [['clients']]);
}
