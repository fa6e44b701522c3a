import { accountDelete } from '@fm/contract/endpoints/freelancers';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** DELETE /api/freelancer/delete-account: the signed-in freelancer's own account (refused while bookings are open). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: () => callEndpoint(accountDelete) });
}
