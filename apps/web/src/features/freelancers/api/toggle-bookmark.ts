import { freelancerBookmarkAdd, freelancerBookmarkRemove } from '@fm/contract/endpoints/freelancers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint, showErrorSnackbar } from '../../../api/client.ts';

export type BookmarkTarget = { user_id: number; bookmark_id: number | null };

/** POST bookmark/add or bookmark/remove, then reloads the lists and details that show the bookmark. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: BookmarkTarget) => {
      if (target.bookmark_id === null)
        return callEndpoint(freelancerBookmarkAdd, { body: { freelancer_user_id: target.user_id } });
      return callEndpoint(freelancerBookmarkRemove, { body: { id: target.bookmark_id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['freelancers'] }),
    onError: (error, target) => {
      if (isApiError(error) && error.status > 0 && error.status < 500)
        showErrorSnackbar(
          target.bookmark_id === null ? freelancerBookmarkAdd.errorKey : freelancerBookmarkRemove.errorKey,
        );
    },
  });
}
