import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { FINANCE_ROLES } from '../roles.ts';
import {
  creditNoteCancelInput,
  creditNoteOutput,
  creditNoteStatusOutput,
  creditNotesListQuery,
} from '../schemas/credit-note.ts';

/** Credit notes (document 2 §7.3 credit-note, §7.4 credit-note/cancel). */

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
