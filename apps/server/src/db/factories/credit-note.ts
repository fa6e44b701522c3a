import { financialYearOf } from '@fm/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { servicePeriodOf } from '../../modules/credit-notes/credit-note-facts.ts';
import { loadIssueFacts } from '../../modules/credit-notes/credit-notes.repo.ts';
import type { DbOrTx } from '../client.ts';
import { bookings } from '../schema/bookings.ts';
import { vatRates } from '../schema/catalogues.ts';
import { creditNoteSequences, creditNotes } from '../schema/credit-notes.ts';
import { flatRatePayments } from '../schema/flat-rate-payments.ts';
import { freelancers } from '../schema/freelancers.ts';
import { timeRecords } from '../schema/time-records.ts';
import { firstRow, pad, rowsOf } from './sequence.ts';
import { createTimeRecord } from './time-record.ts';

export type CreditNote = typeof creditNotes.$inferSelect;
export type CreditNoteOverrides = Partial<
  Omit<typeof creditNotes.$inferInsert, 'number' | 'sequence' | 'year' | 'agencyId' | 'freelancerId' | 'bookingId'>
>;

/** VAT when the freelancer has no rate set (German standard rate). */
const DEFAULT_VAT_BASIS_POINTS = 1900;

/**
 * Hands out the next gap-free sequence for an agency and financial year. The upsert takes the row lock, so
 * concurrent issuers in other transactions wait and get the following number.
 */
export async function allocateCreditNoteSequence(db: DbOrTx, agencyId: number, year: number): Promise<number> {
  const result = await db.execute(sql`
    insert into ${creditNoteSequences} (agency_id, year, last_sequence) values (${agencyId}, ${year}, 1)
    on conflict (agency_id, year) do update set last_sequence = ${creditNoteSequences.lastSequence} + 1
    returning last_sequence`);
  return firstRow(rowsOf<{ last_sequence: number }>(result)).last_sequence;
}

/** `GS-2026-003-00012`: financial year, agency, sequence. */
export const creditNoteNumberOf = (year: number, agencyId: number, sequence: number) =>
  `GS-${year}-${pad(agencyId, 3)}-${pad(sequence, 5)}`;

async function netOfSource(db: DbOrTx, overrides: CreditNoteOverrides) {
  if (overrides.flatRatePaymentId) {
    const payment = firstRow(
      await db.select().from(flatRatePayments).where(eq(flatRatePayments.id, overrides.flatRatePaymentId)),
    );
    return { bookingId: payment.bookingId, netCents: payment.amountCents };
  }
  const record = overrides.timeRecordId
    ? firstRow(await db.select().from(timeRecords).where(eq(timeRecords.id, overrides.timeRecordId)))
    : await createTimeRecord(db, { status: 'FINANCE_APPROVED' });
  const booking = firstRow(await db.select().from(bookings).where(eq(bookings.id, record.bookingId)));
  return {
    bookingId: booking.id,
    timeRecordId: record.id,
    netCents: Math.round(((booking.ratePerHourCents ?? 0) * record.minutes) / 60),
  };
}

/**
 * A credit note for a finance-approved time record or flat-rate payment (a new approved time record when no
 * source is given), numbered like the service does. status CANCELLED also fills the cancellation fields.
 */
export async function createCreditNote(db: DbOrTx, overrides: CreditNoteOverrides = {}): Promise<CreditNote> {
  const source = await netOfSource(db, overrides);
  const booking = firstRow(await db.select().from(bookings).where(eq(bookings.id, source.bookingId)));
  const [profile] = await db
    .select({ excludeVat: freelancers.excludeVat, vat: vatRates.percentageBasisPoints })
    .from(freelancers)
    .leftJoin(vatRates, eq(vatRates.id, freelancers.vatRateId))
    .where(eq(freelancers.id, booking.freelancerId));
  const vatBasisPoints =
    overrides.vatBasisPoints ?? (profile?.excludeVat ? 0 : (profile?.vat ?? DEFAULT_VAT_BASIS_POINTS));
  const netCents = overrides.netCents ?? source.netCents;
  const vatCents = overrides.vatCents ?? Math.round((netCents * vatBasisPoints) / 10_000);
  const issuedAt = overrides.issuedAt ?? new Date();
  const year = financialYearOf(issuedAt.toISOString().slice(0, 10)).start;
  const sequence = await allocateCreditNoteSequence(db, booking.agencyId, year);
  const number = creditNoteNumberOf(year, booking.agencyId, sequence);
  const isCancelled = overrides.status === 'CANCELLED';
  // What the note states of its source, as the service keeps it (issueCreditNote).
  const facts = await loadIssueFacts(
    db,
    source.timeRecordId
      ? { type: 'time-record', id: source.timeRecordId }
      : { type: 'flat-rate-payment', id: overrides.flatRatePaymentId! },
  );
  const servicePeriod = servicePeriodOf(facts);
  return firstRow(
    await db
      .insert(creditNotes)
      .values({
        ...(isCancelled
          ? {
              cancelledAt: issuedAt,
              cancellationNumber: `${number}-S`,
              cancellationReason: 'Falscher Leistungszeitraum',
            }
          : {}),
        serviceStart: servicePeriod.start,
        serviceEnd: servicePeriod.end,
        costCentre: facts.costCentre,
        ...overrides,
        timeRecordId: source.timeRecordId ?? null,
        flatRatePaymentId: overrides.flatRatePaymentId ?? null,
        agencyId: booking.agencyId,
        freelancerId: booking.freelancerId,
        bookingId: booking.id,
        number,
        year,
        sequence,
        netCents,
        vatBasisPoints,
        vatCents,
        grossCents: netCents + vatCents,
        issuedAt,
      })
      .returning(),
  );
}
