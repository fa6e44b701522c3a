import { type MutationFunction, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose success marks the views under the given query keys stale. They reload in the background: the
 * mutation's own callbacks run at once, without waiting for the reload.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: MutationFunction<TData, TVariables>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
