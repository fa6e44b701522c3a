import { z } from 'zod';
import { defineEndpoint, endpointView, SPREADSHEET_TYPES } from '../endpoint.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { financeDashboardOutput } from '../schemas/budget.ts';
import { idOutput, idQuery } from '../schemas/common.ts';
import {
  reportDetailQuery,
  reportDownloadQuery,
  reportInput,
  reportListItemOutput,
  reportOutput,
  reportsGetQuery,
  reportsListQuery,
  reportUpdateInput,
} from '../schemas/report.ts';

/** Reports and the finance dashboard (docs/product.md §10.5). */

const REPORT_ROLES = ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES] as const;

/** GET reports answers a page of reports, or one report when `id` is given. */
export const reportsListOutput = listPage(reportListItemOutput);
export const reportsGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'reports',
  summary: 'A page of the caller’s reports, or with id one report',
  roles: REPORT_ROLES,
  query: reportsGetQuery,
  output: z.union([reportOutput, reportsListOutput]),
  errorKey: 'catalogue.errorLoadingReports',
});

/** The two shapes of GET reports, each with its own input and output type. */
export const reportsList = endpointView(reportsGet, { query: reportsListQuery, output: reportsListOutput });
export const reportDetail = endpointView(reportsGet, { query: reportDetailQuery, output: reportOutput });

export const reportCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'reports',
  summary: 'Save a new report definition (form-encoded)',
  roles: REPORT_ROLES,
  encoding: 'form',
  body: reportInput,
  output: reportOutput,
  errorKey: 'catalogue.errorSavingReport',
});

export const reportUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'reports',
  summary: 'Change a report definition (form-encoded)',
  roles: REPORT_ROLES,
  encoding: 'form',
  body: reportUpdateInput,
  output: reportOutput,
  errorKey: 'catalogue.errorSavingReport',
});

export const reportDelete = defineEndpoint({
  method: 'DELETE',
  base: 'agency',
  path: 'reports',
  summary: 'Delete a report definition',
  roles: REPORT_ROLES,
  query: idQuery,
  output: idOutput,
  errorKey: 'catalogue.errorDeletingReport',
});

export const reportDownload = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'reports/download',
  summary: 'Run a report and download the result as a file',
  roles: REPORT_ROLES,
  query: reportDownloadQuery,
  isDownload: true,
  downloadTypes: SPREADSHEET_TYPES,
  errorKey: 'catalogue.errorDownloadingReport',
});

export const financeDashboardGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'finance/dashboard',
  summary: 'Budget use per agency in the caller’s scope (global CFO: all; CFO: their agency groups)',
  roles: ['admin', ...FINANCE_ROLES],
  output: financeDashboardOutput,
  errorKey: 'catalogue.errorGettingReport',
});

export const financeDashboardDownload = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'finance/dashboard/download',
  summary: 'The finance dashboard as a spreadsheet',
  roles: ['admin', ...FINANCE_ROLES],
  query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
  isDownload: true,
  downloadTypes: SPREADSHEET_TYPES,
  errorKey: 'catalogue.errorDownloadingCfoReports',
});
