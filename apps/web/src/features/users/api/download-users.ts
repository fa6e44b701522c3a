import { usersDownload } from '@fm/contract/endpoints/users';
import type { userListDownloadQuery } from '@fm/contract/schemas/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type UsersDownloadQuery = z.input<typeof userListDownloadQuery>;

/** GET /api/agency/admin/user-list-download: the filtered rows as XLSX or CSV. */
export function useDownloadUsers() {
  return useMutation({
    mutationFn: async (query: UsersDownloadQuery) => {
      const blob = await callEndpoint(usersDownload, { query });
      saveBlob(blob, `users.${query.format ?? 'xlsx'}`);
    },
  });
}
