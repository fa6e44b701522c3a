import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';

/**
 * Stored images: freelancer pictures and thumbnails (`image_url`, `image_thumb` of the freelancer shapes),
 * agency logos and project images. Not a call of document 2, so it is not part of ALL_ENDPOINTS.
 */
export const fileDownload = defineEndpoint({
  method: 'GET',
  base: 'files',
  path: ':id',
  summary: 'A stored image (freelancer picture or thumbnail, agency logo, project image) for signed-in users',
  roles: ROLES,
  params: z.object({ id: z.uuid('validation.invalidValue').describe('File id, as in /api/files/<id>') }),
  isDownload: true,
  downloadTypes: ['image/jpeg', 'image/png', 'image/bmp'],
  errorKey: 'error.notFound',
});
