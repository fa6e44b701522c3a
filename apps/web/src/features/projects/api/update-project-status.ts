import { projectStatusUpdate } from '@fm/contract/endpoints/projects';
import type { ProjectStatus } from '@fm/contract/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';

/** POST /api/agency/project/status/update: ONGOING, PAUSED or DONE. */
export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: ProjectStatus }) => callEndpoint(projectStatusUpdate, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
