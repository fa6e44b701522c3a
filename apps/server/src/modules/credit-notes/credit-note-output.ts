import { berlinDateOf } from '@fm/contract/dates';
import { API_BASES } from '@fm/contract/endpoint';
import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { CREDIT_NOTE_ACTIONS, nextCreditNoteStatus } from '@fm/contract/state-machines/credit-note';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { toEuros } from '../bookings/booking-output.ts';
import type { CreditNoteListRow } from './credit-notes.repo.ts';

/** Finance and admins cancel notes (the call's roles); everyone who sees a note may download its documents. */
const mayCancel = (auth: RequestAuth) => auth.realm === 'admin' || auth.realm === 'finance';

const documentUrl = (id: number, document: string) => `${API_BASES.freelancer}/credit-note/${id}/${document}`;

export function toCreditNote(row: CreditNoteListRow, auth: RequestAuth): CreditNote {
  const { note } = row;
  const isHourly = note.timeRecordId !== null;
  return {
    id: note.id,
    number: note.number,
    status: note.status,
    net_amount: toEuros(note.netCents),
    vat_percentage: note.vatBasisPoints / 100,
    vat_amount: toEuros(note.vatCents),
    gross_amount: toEuros(note.grossCents),
    freelancer: {
      id: row.freelancer.id,
      first_name: row.freelancer.firstName,
      last_name: row.freelancer.lastName,
      vendor_number: row.freelancer.vendorNumber,
    },
    agency: row.agency,
    project: row.project,
    booking: { id: row.booking.id, title: row.booking.title, booking_code: row.booking.code },
    source: isHourly
      ? { type: 'TIME_RECORD', id: note.timeRecordId! }
      : { type: 'FLAT_RATE_PAYMENT', id: note.flatRatePaymentId! },
    service_period: { start: note.serviceStart, end: note.serviceEnd },
    pdf_url: note.pdfFileId ? documentUrl(note.id, 'pdf') : null,
    e_invoice_url: note.eInvoiceFileId ? documentUrl(note.id, 'e-invoice') : null,
    cancellation_number: note.cancellationNumber,
    cancellation_pdf_url: note.cancellationPdfFileId ? documentUrl(note.id, 'cancellation-pdf') : null,
    cancel_reason: note.cancellationReason,
    created_at: note.issuedAt.toISOString(),
    submitted_date: berlinDateOf(note.issuedAt),
    cancelled_at: note.cancelledAt?.toISOString() ?? null,
    allowed_actions: CREDIT_NOTE_ACTIONS.filter(
      (action) => nextCreditNoteStatus(note.status, action) !== null && mayCancel(auth),
    ),
  };
}
