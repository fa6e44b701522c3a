import { CREDIT_NOTE_DOCUMENT_ENDPOINTS, creditNoteCancel, creditNotesList } from '@fm/contract/endpoints/credit-notes';

const { creditNoteDocument } = CREDIT_NOTE_DOCUMENT_ENDPOINTS;

import type { CREDIT_NOTE_DOCUMENTS } from '@fm/contract/schemas/credit-note';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type CreditNotesQuery = z.input<typeof creditNotesList.query>;
export type CreditNoteDocument = (typeof CREDIT_NOTE_DOCUMENTS)[number];

const CREDIT_NOTES_KEY = ['credit-notes'] as const;

/** GET /api/freelancer/credit-note: the notes the caller may see. */
export function useCreditNotes(query: CreditNotesQuery) {
  return useQuery({
    queryKey: [...CREDIT_NOTES_KEY, 'list', query],
    queryFn: ({ signal }) => callEndpoint(creditNotesList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/agency/credit-note/cancel; the list reloads afterwards (docs/product.md §10.5). */
export function useCancelCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) => callEndpoint(creditNoteCancel, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDIT_NOTES_KEY }),
  });
}

const EXTENSION: Record<CreditNoteDocument, string> = {
  pdf: 'pdf',
  'e-invoice': 'xml',
  'cancellation-pdf': 'pdf',
  'cancellation-e-invoice': 'xml',
};

/** A stored document of a note, saved as `<number>.<pdf|xml>`. */
export function useDownloadCreditNoteDocument() {
  return useMutation({
    mutationFn: async (input: { id: number; number: string; document: CreditNoteDocument }) => {
      const blob = await callEndpoint(creditNoteDocument, { params: { id: input.id, document: input.document } });
      saveBlob(blob, `${input.number}.${EXTENSION[input.document]}`);
    },
  });
}
