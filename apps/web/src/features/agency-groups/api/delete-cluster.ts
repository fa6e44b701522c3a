import { clusterDelete } from '@fm/contract/endpoints/agencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** DELETE /api/agency/cluster?id=…: the group goes, its agencies stay. */
export function useDeleteCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(clusterDelete, { query: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['clusters'] }),
  });
}
