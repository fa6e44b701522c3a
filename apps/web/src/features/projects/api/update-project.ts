import { projectUpdate } from '@fm/contract/endpoints/projects';
import type { projectUpdateInput } from '@fm/contract/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';

export type ProjectUpdateInput = z.input<typeof projectUpdateInput>;

/** PUT /api/agency/project: changes the fields sent (name, client, due date, owner, allocations). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdateInput) => callEndpoint(projectUpdate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
