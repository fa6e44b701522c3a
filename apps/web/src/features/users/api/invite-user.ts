import { userInvite } from '@fm/contract/endpoints/users';
import type { invitationInput } from '@fm/contract/schemas/user';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

export type InviteInput = z.input<typeof invitationInput>;

/** POST /api/agency/users/invite; the lists of people and agencies show the invited person afterwards. */
export function useInviteUser() {
  return useRefreshingMutation(
    (body: InviteInput) => callEndpoint(userInvite, { body }),
    [['users'], ['agency-members'], ['agency']],
  );
}
