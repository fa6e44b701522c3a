import { notificationMemberAdd } from '@fm/contract/endpoints/agencies';
import type { notificationMemberAddInput } from '@fm/contract/schemas/agency';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type NotificationMemberAddInput = z.input<typeof notificationMemberAddInput>;

/**
 * POST /api/agency/notification/members/add. `listKey` is the query that carries the agency's
 * notification_members (agency detail or agency profile); the mutation stays pending until it is read again, so
 * the new recipient is listed when the button frees up.
 */
export function useAddNotificationMember(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationMemberAddInput) => callEndpoint(notificationMemberAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
