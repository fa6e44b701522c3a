import { financialYearOf } from '@fm/contract/constants';
import { berlinDateOf } from '@fm/contract/dates';
import { type MailTextKey, mailText } from '@fm/contract/mail-texts';
import type { DbOrTx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/files.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notify.ts';
import { renderFacturX, renderXRechnung } from './credit-note-e-invoice.ts';
import { amountsOf, type CreditNoteDocumentFacts, documentFactsOf } from './credit-note-facts.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import * as repo from './credit-notes.repo.ts';

export type CreditNoteContext = { mailer: Mailer; files: FileStorage; publicUrl: string };

/** VAT when the freelancer has chosen no rate: the German standard rate. */
const DEFAULT_VAT_BASIS_POINTS = 1900;

/** `GS-2026-003-00012`: financial year, agency, sequence; unique across agencies. */
export const creditNoteNumberOf = (year: number, agencyId: number, sequence: number) =>
  `GS-${year}-${String(agencyId).padStart(3, '0')}-${String(sequence).padStart(5, '0')}`;

/** A cancellation carries the number of the note it cancels with "-S" (Storno). */
export const cancellationNumberOf = (number: string) => `${number}-S`;

/** What must be true before a note can be issued; each refusal rolls the approval back (catalogue texts). */
function assertIssuable(facts: repo.IssueFacts) {
  // Self-billing needs the freelancer's prior consent (§14 (2) UStG; docs/product.md §6).
  if (!facts.freelancer.hasAcceptedCreditMemoProcedure) throw badRequest('rule.freelancerCreditMemoNotAccepted');
  if (!facts.freelancer.vendorNumber?.trim()) throw badRequest('catalogue.missingVendorNumber');
  if (!facts.agency.creditNoteHeader?.trim() || !facts.agency.creditNoteFooter?.trim()) {
    throw badRequest('catalogue.missingCreditNoteHeaderFooter');
  }
  if (!facts.freelancer.taxNumber?.trim()) throw badRequest('rule.missingTaxNumber');
}

/** Renders and stores a document pair: the Factur-X PDF (human-readable, XML embedded) and the XRechnung XML. */
export async function storeDocuments(tx: DbOrTx, files: FileStorage, facts: CreditNoteDocumentFacts, ownerId: number) {
  const [pdf, xml] = await Promise.all([renderCreditNotePdf(facts), renderXRechnung(facts)]);
  const facturX = await renderFacturX(facts, pdf);
  const kind = facts.isCancellation ? 'CANCELLATION_' : '';
  const save = (suffix: 'PDF' | 'E_INVOICE', extension: string, mime: string, bytes: Uint8Array) =>
    files.save(tx, {
      kind: `CREDIT_NOTE_${kind}${suffix}`,
      ownerUserId: ownerId,
      originalName: `${facts.number}.${extension}`,
      mime,
      bytes,
    });
  const pdfFile = await save('PDF', 'pdf', 'application/pdf', facturX);
  const xmlFile = await save('E_INVOICE', 'xml', 'application/xml', xml);
  return { pdfFileId: pdfFile.id, eInvoiceFileId: xmlFile.id };
}

const MAIL = {
  issued: { subject: 'mail.creditNoteIssuedSubject', body: 'mail.creditNoteIssuedBody' },
  cancelled: { subject: 'mail.creditNoteCancelledSubject', body: 'mail.creditNoteCancelledBody' },
} as const satisfies Record<string, { subject: MailTextKey; body: MailTextKey }>;

/** The freelancer hears of an issued or cancelled note in the app and by mail with the document attached. */
export async function tellFreelancer(
  tx: DbOrTx,
  context: CreditNoteContext,
  change: {
    kind: keyof typeof MAIL;
    note: repo.CreditNoteRow;
    facts: CreditNoteDocumentFacts;
    email: string;
    pdfFileId: string;
    reason?: string;
  },
) {
  const { note, facts } = change;
  const gross = new Intl.NumberFormat(facts.language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(note.grossCents / 100);
  const params = { number: note.number, gross, reason: change.reason ?? '' };
  await notify(tx, {
    userIds: [note.freelancerId],
    category: 'info',
    type: `CREDIT_NOTE_${change.kind.toUpperCase()}`,
    messageKey: change.kind === 'issued' ? 'notifications.creditNoteIssued' : 'notifications.creditNoteCancelled',
    params,
    entityType: 'credit_note',
    entityId: note.id,
    agencyId: note.agencyId,
  });
  const mail = MAIL[change.kind];
  await context.mailer.send(tx, {
    to: change.email,
    subject: mailText(mail.subject, facts.language, params),
    text: mailText(mail.body, facts.language, { ...params, link: `${context.publicUrl}/credit-notes` }),
    attachments: [{ filename: `${facts.number}.pdf`, fileId: change.pdfFileId, contentType: 'application/pdf' }],
  });
}

/**
 * Issues the credit note of a finance-approved time record or payment, inside the approval's transaction:
 * the next gap-free number of the agency's financial year, the amounts, both documents stored once, the
 * freelancer told, one activity entry. A refusal throws and so rolls the approval back.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  context: CreditNoteContext,
  source: repo.CreditNoteSource & { actorId: number },
) {
  const facts = await repo.loadIssueFacts(tx, source);
  assertIssuable(facts);
  const issueDate = today();
  const year = financialYearOf(issueDate).start;
  const sequence = await repo.nextSequence(tx, facts.agency.id, year);
  const number = creditNoteNumberOf(year, facts.agency.id, sequence);
  const amounts = amountsOf(facts, DEFAULT_VAT_BASIS_POINTS);
  const documentFacts = documentFactsOf(facts, { number, issueDate, amounts });
  const documents = await storeDocuments(tx, context.files, documentFacts, facts.freelancer.id);
  const note = await repo.insertCreditNote(tx, {
    agencyId: facts.agency.id,
    freelancerId: facts.freelancer.id,
    bookingId: facts.booking.id,
    timeRecordId: source.type === 'time-record' ? source.id : null,
    flatRatePaymentId: source.type === 'flat-rate-payment' ? source.id : null,
    number,
    year,
    sequence,
    ...amounts,
    ...documents,
    serviceStart: documentFacts.servicePeriod.start,
    serviceEnd: documentFacts.servicePeriod.end,
    costCentre: facts.costCentre,
    issuedBy: source.actorId,
  });
  await logActivity(tx, {
    actorId: source.actorId,
    agencyId: note.agencyId,
    action: 'CREDIT_NOTE_ISSUED',
    entityType: 'credit_note',
    entityId: note.id,
    beforeStatus: null,
    afterStatus: note.status,
    details: { number, grossCents: note.grossCents, source },
  });
  await tellFreelancer(tx, context, {
    kind: 'issued',
    note,
    facts: documentFacts,
    email: facts.person.email,
    pdfFileId: documents.pdfFileId,
  });
  return note;
}

/**
 * Renders and stores the documents of a note that was written without them (the demo seed writes notes with
 * past issue dates): the same facts, renderers and storage as issuing and cancelling use.
 */
export async function attachDocuments(tx: DbOrTx, files: FileStorage, note: repo.CreditNoteRow) {
  const source: repo.CreditNoteSource =
    note.timeRecordId !== null
      ? { type: 'time-record', id: note.timeRecordId }
      : { type: 'flat-rate-payment', id: note.flatRatePaymentId! };
  const facts = await repo.loadIssueFacts(tx, source);
  const amounts = {
    netCents: note.netCents,
    vatBasisPoints: note.vatBasisPoints,
    vatCents: note.vatCents,
    grossCents: note.grossCents,
  };
  const issueDate = berlinDateOf(note.issuedAt);
  const documents = await storeDocuments(
    tx,
    files,
    documentFactsOf(facts, { number: note.number, issueDate, amounts }),
    note.freelancerId,
  );
  let cancellation = {};
  if (note.cancellationNumber && note.cancelledAt) {
    const cancels = { number: note.number, issueDate, reason: note.cancellationReason ?? '' };
    const stored = await storeDocuments(
      tx,
      files,
      documentFactsOf(facts, {
        number: note.cancellationNumber,
        issueDate: berlinDateOf(note.cancelledAt),
        amounts,
        cancels,
      }),
      note.freelancerId,
    );
    cancellation = { cancellationPdfFileId: stored.pdfFileId, cancellationEInvoiceFileId: stored.eInvoiceFileId };
  }
  await repo.setDocuments(tx, note.id, { ...documents, ...cancellation });
}
