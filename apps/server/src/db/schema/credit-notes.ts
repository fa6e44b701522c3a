import { CREDIT_NOTE_STATUSES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { storedFiles } from './files.ts';
import { flatRatePayments } from './flat-rate-payments.ts';
import { freelancers } from './freelancers.ts';
import { createdAt, inList, isoDate, timestampTz } from './helpers.ts';
import { agencies, users } from './identity.ts';
import { timeRecords } from './time-records.ts';

/**
 * A self-billing credit note (Gutschrift) issued when finance approves a time record or a flat-rate payment.
 * Numbers are gap-free per agency and financial year: `year` is the financial year's start (2026 = 2026/27),
 * `sequence` comes from credit_note_sequences in the issuing transaction. Cancelling never deletes: the row
 * becomes CANCELLED and gets a cancellation document (number = original number with an "-S" suffix).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    timeRecordId: integer('time_record_id').references(() => timeRecords.id, { onDelete: 'restrict' }),
    flatRatePaymentId: integer('flat_rate_payment_id').references(() => flatRatePayments.id, {
      onDelete: 'restrict',
    }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    netCents: integer('net_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull(),
    status: text('status', { enum: CREDIT_NOTE_STATUSES }).notNull().default('REVIEWED'),
    /**
     * What the note states, kept as issued (migration 0034): its service period (the work date; a flat payment's
     * booking period) and its cost centre (the allocation that carries most of it, DATEV's KOST1). Its source may be
     * corrected after a cancellation, and its booking changed, but a document's facts do not move.
     */
    serviceStart: isoDate('service_start').notNull(),
    serviceEnd: isoDate('service_end').notNull(),
    costCentre: text('cost_centre'),
    /** The note as PDF/A-3 with its XML embedded (Factur-X), and the XML alone (XRechnung CII). */
    pdfFileId: uuid('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    eInvoiceFileId: uuid('e_invoice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    cancellationNumber: text('cancellation_number').unique(),
    cancellationPdfFileId: uuid('cancellation_pdf_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    cancellationEInvoiceFileId: uuid('cancellation_e_invoice_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    cancelledAt: timestampTz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_notes_agency_year_sequence_unique').on(table.agencyId, table.year, table.sequence),
    // One valid credit note per source; a cancelled one may be followed by a corrected one.
    uniqueIndex('credit_notes_time_record_reviewed_unique')
      .on(table.timeRecordId)
      .where(sql`${table.status} = 'REVIEWED'`),
    uniqueIndex('credit_notes_flat_rate_payment_reviewed_unique')
      .on(table.flatRatePaymentId)
      .where(sql`${table.status} = 'REVIEWED'`),
    // One agency's notes in each of the list's orders (the big agency's 200th page by number at 10x: 222 -> 7 ms;
    // migration 0033).
    index('credit_notes_agency_issued_idx').on(table.agencyId, table.issuedAt, table.id),
    index('credit_notes_agency_number_idx').on(table.agencyId, table.number, table.id),
    index('credit_notes_agency_gross_idx').on(table.agencyId, table.grossCents, table.id),
    // An agency's notes of one status, newest first (migration 0010): the status filter otherwise ANDed the whole
    // status index with the agency's (13 ms at 10x).
    index('credit_notes_agency_status_issued_idx').on(table.agencyId, table.status, table.issuedAt, table.id),
    // A freelancer's notes, newest first; the status in each entry keeps a status filter off the heap when a keyword
    // matches many freelancers ("Müller" with the cancelled tab at 10x: 94 371 notes of 2 280 freelancers on 17 337
    // pages checked for 9 332 -> only those read: 99 -> 34 ms a call; migration 0017).
    index('credit_notes_freelancer_issued_idx').on(table.freelancerId, table.issuedAt, table.id, table.status),
    index('credit_notes_status_idx').on(table.status),
    // The finance dashboard's issued and cancelled notes of a financial year.
    index('credit_notes_year_status_idx').on(table.year, table.status),
    // The list's order (newest issue first, the id breaking ties) for everyone who sees all agencies, whole and
    // per status tab, and by amount; the agency and freelancer scopes have theirs above (migration 0009).
    index('credit_notes_issued_idx').on(table.issuedAt, table.id),
    index('credit_notes_status_issued_idx').on(table.status, table.issuedAt, table.id),
    index('credit_notes_gross_idx').on(table.grossCents, table.id),
    index('credit_notes_booking_idx').on(table.bookingId),
    // The accounting downloads' cancellations of a period, beside the notes issued in it (credit_notes_issued_idx):
    // without it the period's cancellations were found among every cancelled note's heap pages (a month's DATEV
    // file on the generator's uneven shape at 10x: 206 637 cancelled notes read for 42 471 lines; migration 0026).
    index('credit_notes_cancelled_idx').on(table.cancelledAt).where(sql`${table.status} = 'CANCELLED'`),
    check('credit_notes_status_check', inList('status', CREDIT_NOTE_STATUSES)),
    check('credit_notes_one_source', sql`num_nonnulls(${table.timeRecordId}, ${table.flatRatePaymentId}) = 1`),
    check('credit_notes_sequence_positive', sql`${table.sequence} > 0`),
    check('credit_notes_vat_range', sql`${table.vatBasisPoints} between 0 and 10000`),
    check('credit_notes_amounts_non_negative', sql`${table.netCents} >= 0 and ${table.vatCents} >= 0`),
    check('credit_notes_gross_sum', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
    check(
      'credit_notes_cancellation_consistent',
      sql`(${table.status} = 'CANCELLED') = (${table.cancelledAt} is not null and ${table.cancellationNumber} is not null)`,
    ),
  ],
);

/** Last number handed out per agency and financial year; `update … set last_sequence = last_sequence + 1 returning` locks the row so numbers stay gap-free. */
export const creditNoteSequences = pgTable(
  'credit_note_sequences',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.year] }),
    check('credit_note_sequences_non_negative', sql`${table.lastSequence} >= 0`),
  ],
);
