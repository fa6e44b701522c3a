import { projectBookmarkAdd, projectBookmarkRemove } from '@fm/contract/endpoints/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';

/** POST project/bookmark/add or project/bookmark/remove, by whether the project has the caller's bookmark. */
export function useToggleProjectBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: { id: number; bookmark_id: number | null }) =>
      project.bookmark_id
        ? callEndpoint(projectBookmarkRemove, { body: { id: project.bookmark_id } })
        : callEndpoint(projectBookmarkAdd, { body: { project_id: project.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
