import { projectCreate } from '@fm/contract/endpoints/projects';
import type { projectCreateInput } from '@fm/contract/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';

export type ProjectCreateInput = z.input<typeof projectCreateInput>;

/** POST /api/agency/project: a new project in the active agency. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreateInput) => callEndpoint(projectCreate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
