import { fileDownload } from '@fm/contract/endpoints/files';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/app-error.ts';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { isServableImage } from './files.repo.ts';

/** Serves stored images to any signed-in user; other kinds of files (credit note PDFs, reports) answer 404. */
export function registerFileRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, fileDownload, authenticate, async ({ params }, _request, reply) => {
    const stored = await app.platform.files.read(db, params.id).catch(() => null);
    if (!stored || !(await isServableImage(db, stored.file.id, stored.file.kind))) throw notFound();
    return reply
      .header('content-type', stored.file.mime)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stored.bytes);
  });
}
