import { z } from 'zod';
import { defineEndpoint, SPREADSHEET_TYPES } from '../endpoint.ts';
import { idParam, isoDate } from '../envelope.ts';
import { FINANCE_ROLES } from '../roles.ts';
import { checkDateOrder } from '../schemas/validation.ts';

/**
 * Accounting exports of credit notes (decision 016), beyond document 2 (decision 006: outside ALL_ENDPOINTS,
 * guarded like the others): admin and finance; a CFO only for the agencies of their agency groups (decision 010).
 */

const ACCOUNTING_ROLES = ['admin', ...FINANCE_ROLES] as const;

const period = {
  start_date: isoDate.describe('First day of the period (YYYY-MM-DD)'),
  end_date: isoDate.describe('Last day of the period (YYYY-MM-DD)'),
};

/** DATEV Buchungsstapel: the period, optionally one agency, and the numbers of the tax advisor's DATEV set-up. */
export const datevExportQuery = z
  .object({
    ...period,
    agency_id: idParam.optional().describe('Only this agency’s notes'),
    consultant_number: z.coerce.number().int().min(1001).max(9_999_999).default(1001).describe('Beraternummer'),
    client_number: z.coerce.number().int().min(1).max(99_999).default(1).describe('Mandantennummer'),
    expense_account: z
      .string()
      .regex(/^\d{4}$/, 'validation.invalidValue')
      .default('3100')
      .describe('Gegenkonto (SKR03 3100 Fremdleistungen)'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'));

export const payoutsQuery = z
  .object({
    ...period,
    agency_id: idParam.optional().describe('Only this agency’s notes'),
    format: z.enum(['xlsx', 'csv']).default('xlsx').describe('File format'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'));

/** SEPA credit transfer: one paying agency (the debtor) and its account. */
export const sepaQuery = z
  .object({
    ...period,
    agency_id: idParam.describe('The paying agency'),
    debtor_iban: z.string().trim().max(34).optional().describe('IBAN of the paying agency’s account'),
    debtor_bic: z.string().trim().max(11).optional().describe('BIC of the paying agency’s account'),
    execution_date: isoDate.optional().describe('Requested execution date; default the next working day'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'));

export const ACCOUNTING_ENDPOINTS = {
  datevExport: defineEndpoint({
    method: 'GET',
    base: 'agency',
    path: 'accounting/datev',
    summary: 'Credit notes and cancellations of a period as DATEV Buchungsstapel (EXTF, Windows-1252)',
    roles: ACCOUNTING_ROLES,
    query: datevExportQuery,
    isDownload: true,
    downloadTypes: ['text/csv'],
    errorKey: 'catalogue.errorLoadingCreditNotes',
  }),
  payoutsExport: defineEndpoint({
    method: 'GET',
    base: 'agency',
    path: 'accounting/payouts',
    summary: 'What each freelancer is owed for a period, from which credit notes, with IBAN (XLSX or CSV)',
    roles: ACCOUNTING_ROLES,
    query: payoutsQuery,
    isDownload: true,
    downloadTypes: SPREADSHEET_TYPES,
    errorKey: 'catalogue.errorLoadingCreditNotes',
  }),
  sepaExport: defineEndpoint({
    method: 'GET',
    base: 'agency',
    path: 'accounting/sepa',
    summary: 'The payouts of one agency for a period as SEPA credit transfer (pain.001.001.09)',
    roles: ACCOUNTING_ROLES,
    query: sepaQuery,
    isDownload: true,
    downloadTypes: ['application/xml'],
    errorKey: 'catalogue.errorLoadingCreditNotes',
  }),
};
