import { replacementCreate, replacementDelete } from '@fm/contract/endpoints/users';
import type { replacementInput } from '@fm/contract/schemas/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type ReplacementInput = z.input<typeof replacementInput>;

/** POST /api/agency/users/replace: a stand-in for the caller (or another user) of the active agency. */
export function useCreateReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplacementInput) => callEndpoint(replacementCreate, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['agency-profile'] });
      void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
    },
  });
}

/** DELETE /api/agency/users/replace?id=…: ends a replacement. */
export function useEndReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(replacementDelete, { query: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['agency-profile'] });
      void queryClient.invalidateQueries({ queryKey: ['agency-members'] });
    },
  });
}
