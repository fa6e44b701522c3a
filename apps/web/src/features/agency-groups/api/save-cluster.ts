import { clusterCreate, clusterUpdate } from '@fm/contract/endpoints/agencies';
import type { clusterCreateInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type ClusterInput = z.input<typeof clusterCreateInput>;

/** POST /api/agency/cluster (new) or PUT /api/agency/cluster (with id). */
export function useSaveCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClusterInput & { id?: number }) =>
      id ? callEndpoint(clusterUpdate, { body: { id, ...body } }) : callEndpoint(clusterCreate, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['clusters'] });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
