import { clusterDelete } from '@fm/contract/endpoints/agencies';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

/** DELETE /api/agency/cluster?id=…: the group goes, its agencies stay. */
export function useDeleteCluster() {
  return useRefreshingMutation((id: number) => callEndpoint(clusterDelete, { query: { id } }), [['clusters']]);
}
