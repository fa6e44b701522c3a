import { clusterCreate, clusterUpdate } from '@fm/contract/endpoints/agencies';
import type { clusterCreateInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

export type ClusterInput = z.input<typeof clusterCreateInput>;

/** POST /api/agency/cluster (new) or PUT /api/agency/cluster (with id). */
export function useSaveCluster() {
  return useRefreshingMutation(
    ({ id, ...body }: ClusterInput & { id?: number }) =>
      id ? callEndpoint(clusterUpdate, { body: { id, ...body } }) : callEndpoint(clusterCreate, { body }),
    [['clusters'], ['agency']],
  );
}
