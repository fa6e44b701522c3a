import type { creditNotesList } from '@fm/contract/endpoints/credit-notes';
import type {
  CREDIT_NOTE_DOCUMENTS,
  creditNoteCancelInput,
  creditNotesListQuery,
} from '@fm/contract/schemas/credit-note';
import { nextCreditNoteStatus } from '@fm/contract/state-machines/credit-note';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import { cancelCreditNoteInTransaction } from './credit-note-cancel.ts';
import type { CreditNoteContext } from './credit-note-issue.ts';
import { toCreditNote } from './credit-note-output.ts';
import * as repo from './credit-notes.repo.ts';

type ListQuery = z.infer<typeof creditNotesListQuery>;
type ListOutput = z.infer<NonNullable<(typeof creditNotesList)['output']>>;

/**
 * Credit notes the caller may see: freelancers only their own (whatever freelancers[] says), agency users
 * their agency's, finance and admin all.
 */
export async function listCreditNotes(db: Db, auth: RequestAuth, query: ListQuery): Promise<ListOutput> {
  const { rows, total } = await repo.listCreditNotes(db, {
    ...rowScope(auth),
    keywords: query.keyword,
    from: query.start_date,
    to: query.end_date,
    agencyIds: query.agencies,
    freelancerIds: query.freelancers,
    status: query.status,
    sortBy: query.sortBy,
    sort: query.sort,
    page: query.page,
    items: query.items,
  });
  return pageOf(
    rows.map((row) => toCreditNote(row, auth)),
    total,
    query,
  );
}

/** Cancels a REVIEWED note (never deletes it); a second cancel answers 409. */
export async function cancelCreditNote(
  db: Db,
  context: CreditNoteContext,
  auth: RequestAuth,
  input: z.infer<typeof creditNoteCancelInput>,
) {
  const note = await repo.findCreditNote(db, input.id, rowScope(auth));
  if (!note) throw notFound();
  if (!nextCreditNoteStatus(note.status, 'cancel')) {
    throw new AppError(409, 'rule.invalidTransition', { params: { status: note.status } });
  }
  await db.transaction((tx) => cancelCreditNoteInTransaction(tx, context, auth, { note, reason: input.reason }));
  return { id: note.id, status: 'CANCELLED' as const };
}

const FILE_OF = {
  pdf: 'pdfFileId',
  'e-invoice': 'eInvoiceFileId',
  'cancellation-pdf': 'cancellationPdfFileId',
  'cancellation-e-invoice': 'cancellationEInvoiceFileId',
} as const satisfies Record<(typeof CREDIT_NOTE_DOCUMENTS)[number], keyof repo.CreditNoteRow>;

/** One stored document of a note the caller sees; a document that does not exist (yet) is 404 too. */
export async function readCreditNoteDocument(
  db: Db,
  context: CreditNoteContext,
  auth: RequestAuth,
  params: { id: number; document: (typeof CREDIT_NOTE_DOCUMENTS)[number] },
) {
  const note = await repo.findCreditNote(db, params.id, rowScope(auth));
  const fileId = note?.[FILE_OF[params.document]];
  const stored = fileId ? await context.files.read(db, fileId) : null;
  if (!stored) throw notFound();
  return stored;
}
