import { replacementCreate, replacementDelete } from '@fm/contract/endpoints/users';
import type { replacementInput } from '@fm/contract/schemas/agency';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from './client.ts';

export type ReplacementInput = z.input<typeof replacementInput>;

/**
 * Everything that shows a replacement or its effects: the managing director's own agency (settings, team), the
 * admin's user detail and list (a deactivation changes the status) and the agency detail's users.
 */
function refreshReplacementViews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['agency-profile'] });
  void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
  void queryClient.invalidateQueries({ queryKey: ['users'] });
  void queryClient.invalidateQueries({ queryKey: ['agency'] });
}

/**
 * POST /api/agency/users/replace: a stand-in for the caller or another agency user. DEACTIVATION also deactivates
 * the user and AGENCY_MEMBERSHIP_REMOVAL removes them from the agency; their open to-dos go to the stand-in.
 */
export function useCreateReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplacementInput) => callEndpoint(replacementCreate, { body }),
    onSuccess: () => refreshReplacementViews(queryClient),
  });
}

/** DELETE /api/agency/users/replace?id=…: ends a replacement (a deactivated user stays deactivated). */
export function useEndReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(replacementDelete, { query: { id } }),
    onSuccess: () => refreshReplacementViews(queryClient),
  });
}
