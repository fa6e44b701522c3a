import { fileDownload } from '@fm/contract/endpoints/files';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/client.ts';

const FILES_PREFIX = '/api/files/';

/**
 * A stored image (`/api/files/<id>`) is served to signed-in users only, so an <img src> cannot load it: it is
 * fetched with the session's headers and shown through an object URL. Data URLs (a new upload) pass through.
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const id = url?.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
  const image = useQuery({
    queryKey: ['stored-image', id],
    queryFn: async () => URL.createObjectURL(await callEndpoint(fileDownload, { params: { id: id ?? '' } })),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!url) return undefined;
  return id === null ? url : image.data;
}
