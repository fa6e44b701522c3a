import { freelancerDelete } from '@fm/contract/endpoints/freelancers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** DELETE /api/freelancer/delete-user?id=… (admin). */
export function useDeleteFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(freelancerDelete, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['freelancers'] }),
  });
}
