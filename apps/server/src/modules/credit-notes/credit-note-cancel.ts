import { berlinDateOf } from '@fm/contract/dates';
import { nextFlatRateStatus } from '@fm/contract/state-machines/flat-rate-payment';
import { nextTimeRecordStatus } from '@fm/contract/state-machines/time-record';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { documentFactsOf } from './credit-note-facts.ts';
import { type CreditNoteContext, cancellationNumberOf, storeDocuments, tellFreelancer } from './credit-note-issue.ts';
import * as repo from './credit-notes.repo.ts';

/**
 * Cancels a note inside one transaction: the cancellation document (own number, negative amounts, a
 * reference to the note) is stored, the note becomes CANCELLED with the reason, its record or payment goes
 * back to FINANCE_REJECTED so it can be corrected and approved again (which issues a new note), and the
 * freelancer is told. Of two concurrent cancels exactly one succeeds; the other gets 409.
 */
export async function cancelCreditNoteInTransaction(
  tx: DbOrTx,
  context: CreditNoteContext,
  auth: RequestAuth,
  { note, reason }: { note: repo.CreditNoteRow; reason: string },
) {
  const source: repo.CreditNoteSource =
    note.timeRecordId !== null
      ? { type: 'time-record', id: note.timeRecordId }
      : { type: 'flat-rate-payment', id: note.flatRatePaymentId! };
  const facts = await repo.loadIssueFacts(tx, source);
  const cancellationNumber = cancellationNumberOf(note.number);
  const documentFacts = documentFactsOf(facts, {
    number: cancellationNumber,
    issueDate: today(),
    amounts: {
      netCents: note.netCents,
      vatBasisPoints: note.vatBasisPoints,
      vatCents: note.vatCents,
      grossCents: note.grossCents,
    },
    cancels: { number: note.number, issueDate: berlinDateOf(note.issuedAt), reason },
  });
  const documents = await storeDocuments(tx, context.files, documentFacts, note.freelancerId);
  const cancelled = await repo.cancelIfReviewed(tx, note.id, {
    cancellationNumber,
    cancellationPdfFileId: documents.pdfFileId,
    cancellationEInvoiceFileId: documents.eInvoiceFileId,
    cancellationReason: reason,
    cancelledAt: new Date(),
    cancelledBy: auth.userId,
  });
  if (!cancelled) throw new AppError(409, 'rule.invalidTransition', { params: { status: 'CANCELLED' } });
  // The record's own machine names the way back: FINANCE_APPROVED --cancelCreditNote--> FINANCE_REJECTED.
  const reopened =
    source.type === 'time-record'
      ? nextTimeRecordStatus('FINANCE_APPROVED', 'cancelCreditNote')
      : nextFlatRateStatus('FINANCE_APPROVED', 'cancelCreditNote');
  if (reopened && !(await repo.reopenSource(tx, note, reason, auth.userId))) {
    throw new AppError(409, 'rule.invalidTransition', { params: { status: 'CANCELLED' } });
  }
  for (const entry of [
    {
      entityType: 'credit_note',
      entityId: note.id,
      action: 'CREDIT_NOTE_CANCELLED',
      before: 'REVIEWED',
      after: 'CANCELLED',
    },
    {
      entityType: source.type === 'time-record' ? 'time_record' : 'flat_rate_payment',
      entityId: source.id,
      action: source.type === 'time-record' ? 'TIME_RECORD_REOPENED' : 'FLAT_RATE_PAYMENT_REOPENED',
      before: 'FINANCE_APPROVED',
      after: reopened,
    },
  ] as const) {
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: note.agencyId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      beforeStatus: entry.before,
      afterStatus: entry.after,
      details: { number: note.number, cancellationNumber, reason },
    });
  }
  await tellFreelancer(tx, context, {
    kind: 'cancelled',
    note: cancelled,
    facts: documentFacts,
    email: facts.person.email,
    pdfFileId: documents.pdfFileId,
    reason,
  });
}
