import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { FINANCE_ROLES } from '../roles.ts';
import {
  creditNoteCancelInput,
  creditNoteDocumentParams,
  creditNoteOutput,
  creditNoteStatusOutput,
  creditNotesListQuery,
} from '../schemas/credit-note.ts';

/** Credit notes (docs/product.md §10.4 credit-note, §10.5 credit-note/cancel). */

export const creditNotesList = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'credit-note',
  summary: 'Credit notes the caller may see (freelancers only their own)',
  roles: ROLES,
  query: creditNotesListQuery,
  output: listPage(creditNoteOutput),
  errorKey: 'catalogue.errorLoadingCreditNotes',
});

export const creditNoteCancel = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'credit-note/cancel',
  summary: 'Cancel a credit note: marks it CANCELLED and issues a cancellation document',
  roles: ['admin', ...FINANCE_ROLES],
  body: creditNoteCancelInput,
  output: creditNoteStatusOutput,
  errorKey: 'catalogue.errorCancellingCreditNote',
});

/**
 * Beyond document 2 (decision 006: outside ALL_ENDPOINTS, guarded like the others): a credit note's stored
 * documents. Whoever sees the note in the list may download them; another tenant's note answers 404.
 */
export const CREDIT_NOTE_DOCUMENT_ENDPOINTS = {
  creditNoteDocument: defineEndpoint({
    method: 'GET',
    base: 'freelancer',
    path: 'credit-note/:id/:document',
    summary: 'A credit note document: pdf (Factur-X), e-invoice (XRechnung CII), or the cancellation’s',
    roles: ROLES,
    params: creditNoteDocumentParams,
    isDownload: true,
    downloadTypes: ['application/pdf', 'application/xml'],
    errorKey: 'catalogue.errorLoadingCreditNotes',
  }),
};
