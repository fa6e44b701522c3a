import * as endpoints from '@fm/contract/endpoints/credit-notes';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { cancelCreditNote, listCreditNotes, readCreditNoteDocument } from './credit-notes.service.ts';

export function registerCreditNoteRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const context = { ...app.platform, publicUrl: app.deps.config.publicUrl };
  registerEndpoint(app, endpoints.creditNotesList, authenticate, ({ auth, query }) => listCreditNotes(db, auth, query));
  registerEndpoint(app, endpoints.creditNoteCancel, authenticate, ({ auth, body }) =>
    cancelCreditNote(db, context, auth, body),
  );
  registerEndpoint(
    app,
    endpoints.CREDIT_NOTE_DOCUMENT_ENDPOINTS.creditNoteDocument,
    authenticate,
    async ({ auth, params }, _request, reply) => {
      const { file, bytes } = await readCreditNoteDocument(db, context, auth, params);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.originalName}"`)
        .send(bytes);
    },
  );
}
