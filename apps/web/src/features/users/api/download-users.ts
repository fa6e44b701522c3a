import { usersDownload } from '@fm/contract/endpoints/users';
import type { userListDownloadQuery } from '@fm/contract/schemas/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type UsersDownloadQuery = z.input<typeof userListDownloadQuery>;

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/agency/admin/user-list-download: the filtered rows as XLSX or CSV. */
export function useDownloadUsers() {
  return useMutation({
    mutationFn: async (query: UsersDownloadQuery) => {
      const blob = await callEndpoint(usersDownload, { query });
      saveBlob(blob, `users.${query.format ?? 'xlsx'}`);
    },
  });
}
