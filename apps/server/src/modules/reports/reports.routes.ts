import * as endpoints from '@fm/contract/endpoints/reports';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { languageOf } from '../../platform/messages.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import { reportSheet } from './report-topics.ts';
import * as reports from './reports.service.ts';

export function registerReportRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, endpoints.reportsGet, authenticate, ({ auth, query }) =>
    'id' in query ? reports.getReport(db, auth, query.id) : reports.listReports(db, auth, query),
  );
  registerEndpoint(app, endpoints.reportCreate, authenticate, ({ auth, body }) => reports.createReport(db, auth, body));
  registerEndpoint(app, endpoints.reportUpdate, authenticate, ({ auth, body }) => reports.updateReport(db, auth, body));
  registerEndpoint(app, endpoints.reportDelete, authenticate, ({ auth, query }) =>
    reports.deleteReport(db, auth, query.id),
  );
  registerEndpoint(app, endpoints.reportDownload, authenticate, async ({ auth, query }, request, reply) => {
    const report = await reports.findForDownload(db, auth, query.id);
    const language = request.headers['accept-language']
      ? languageOf(request.headers['accept-language'])
      : auth.language;
    const sheet = await reportSheet(db, report, reports.agencyReach(auth), language);
    return sendSheet(reply, sheet, query.format, report.title);
  });
}
