import { userInvite } from '@fm/contract/endpoints/users';
import type { invitationInput } from '@fm/contract/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type InviteInput = z.input<typeof invitationInput>;

/** POST /api/agency/users/invite; the lists of people and agencies show the invited person afterwards. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => callEndpoint(userInvite, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
