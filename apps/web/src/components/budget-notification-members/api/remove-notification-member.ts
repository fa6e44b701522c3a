import { notificationMemberRemove } from '@fm/contract/endpoints/agencies';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/**
 * DELETE /api/agency/notification/members/remove/{id}. The list (`listKey`) is read again whatever the answer:
 * a 404 means someone else removed the recipient already.
 */
export function useRemoveNotificationMember(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(notificationMemberRemove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
