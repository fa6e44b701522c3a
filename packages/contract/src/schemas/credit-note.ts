import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { creditNoteStatusSchema } from '../enums.ts';
import { idParam, isoDate, pagingQuery } from '../envelope.ts';
import { CREDIT_NOTE_ACTIONS } from '../state-machines/credit-note.ts';
import {
  dateOutput,
  entityId,
  idField,
  idsParam,
  keywordsParam,
  moneyOutput,
  namedRef,
  personRef,
  statusResult,
  timestampOutput,
} from './common.ts';
import { checkDateOrder, requiredText, TEXT_MAX } from './validation.ts';

/** Credit notes (German self-billing, docs/product.md §14): issued on finance approval, cancelled but never deleted. */

export const creditNoteOutput = z
  .object({
    id: entityId,
    number: z.string().describe('Gap-free number per agency and year'),
    status: creditNoteStatusSchema,
    net_amount: moneyOutput,
    vat_percentage: z.number().describe('0 when the freelancer excludes VAT'),
    vat_amount: moneyOutput,
    gross_amount: moneyOutput,
    freelancer: personRef.extend({ vendor_number: z.string().nullable() }),
    agency: namedRef,
    project: namedRef,
    booking: z.object({ id: entityId, title: z.string(), booking_code: z.string() }),
    source: z.object({
      type: z.enum(['TIME_RECORD', 'FLAT_RATE_PAYMENT']),
      id: entityId,
    }),
    service_period: z.object({ start: dateOutput, end: dateOutput }).describe('When the service was rendered'),
    pdf_url: z.string().nullable().describe('The credit note as PDF/A-3 with its e-invoice embedded (Factur-X)'),
    e_invoice_url: z.string().nullable().describe('The credit note as XRechnung (UN/CEFACT CII, type code 389)'),
    cancellation_number: z.string().nullable(),
    cancellation_pdf_url: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    created_at: timestampOutput,
    submitted_date: dateOutput.describe('Derived from created_at'),
    cancelled_at: timestampOutput.nullable(),
    allowed_actions: z
      .array(z.enum(CREDIT_NOTE_ACTIONS))
      .describe('What the caller may do with the note now: its status allows it and so does their access'),
  })
  .describe('A credit note');
export type CreditNote = z.infer<typeof creditNoteOutput>;

export const CREDIT_NOTE_SORT_COLUMNS = ['created_at', 'number', 'gross_amount'] as const;
export const creditNotesListQuery = pagingQuery(CREDIT_NOTE_SORT_COLUMNS, DEFAULT_SORT.creditNotes)
  .extend({
    keyword: keywordsParam,
    start_date: isoDate.optional().describe('Created on or after'),
    end_date: isoDate.optional().describe('Created on or before'),
    agencies: idsParam.describe('Agency ids'),
    freelancers: idsParam.describe('Freelancer ids; freelancers send their own id'),
    status: creditNoteStatusSchema.optional().describe('REVIEWED or CANCELLED tab'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'))
  .describe('Credit note list paging and filters');

export const creditNoteCancelInput = z
  .object({ id: idField, reason: requiredText(TEXT_MAX.comment).describe('Why the note is cancelled') })
  .describe('Cancel a credit note (issues a cancellation document)');
export const creditNoteStatusOutput = statusResult(creditNoteStatusSchema);

/** The documents of a credit note, downloaded by the roles that see it in the list. */
export const CREDIT_NOTE_DOCUMENTS = ['pdf', 'e-invoice', 'cancellation-pdf', 'cancellation-e-invoice'] as const;
export const creditNoteDocumentParams = z
  .object({ id: idParam, document: z.enum(CREDIT_NOTE_DOCUMENTS) })
  .describe('A credit note and which of its documents');
