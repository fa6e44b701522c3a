import { ACCOUNTING_ENDPOINTS } from '@fm/contract/endpoints/accounting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { languageOf } from '../../platform/messages.ts';
import { sendFile, sendSheet } from '../../platform/spreadsheet.ts';
import * as accounting from './accounting.service.ts';

const languageFor = (request: FastifyRequest, auth: RequestAuth) =>
  request.headers['accept-language'] ? languageOf(request.headers['accept-language']) : auth.language;

export function registerAccountingRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, ACCOUNTING_ENDPOINTS.datevExport, authenticate, async ({ auth, query }, request, reply) => {
    const file = await accounting.datevExport(db, auth, query, languageFor(request, auth));
    return sendFile(reply, file.bytes, { contentType: 'text/csv; charset=windows-1252', fileName: file.fileName });
  });
  registerEndpoint(app, ACCOUNTING_ENDPOINTS.payoutsExport, authenticate, async ({ auth, query }, request, reply) => {
    const language = languageFor(request, auth);
    const sheet = await accounting.payoutsExport(db, auth, query, language);
    return sendSheet(reply, sheet, query.format, language === 'de' ? 'auszahlungen' : 'payouts');
  });
  registerEndpoint(app, ACCOUNTING_ENDPOINTS.sepaExport, authenticate, async ({ auth, query }, _request, reply) => {
    const file = await accounting.sepaExport(db, auth, query);
    return sendFile(reply, file.xml, { contentType: 'application/xml; charset=utf-8', fileName: file.fileName });
  });
}
