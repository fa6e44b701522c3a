import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import { onBerlinDays } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listRows, pageOfList, refersTo, type Searched, textContains } from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { vatRates } from '../../db/schema/catalogues.ts';
import { creditNoteSequences, creditNotes } from '../../db/schema/credit-notes.ts';
import { flatRatePaymentAllocations, flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import { timeRecordAllocations, timeRecords } from '../../db/schema/time-records.ts';
import { keptKeyword, rowKeyword } from '../bookings/booking-list-query.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteSource = { type: 'time-record' | 'flat-rate-payment'; id: number };

/**
 * Hands out the next number of an agency's financial year. The upsert locks the sequence row until the
 * issuing transaction ends: concurrent approvals in one agency wait for each other, and a rolled-back
 * approval gives its number back, so numbers stay gap-free and unique.
 */
export async function nextSequence(tx: DbOrTx, agencyId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ agencyId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [creditNoteSequences.agencyId, creditNoteSequences.year],
      set: { lastSequence: sql`${creditNoteSequences.lastSequence} + 1` },
    })
    .returning({ sequence: creditNoteSequences.lastSequence });
  return row!.sequence;
}

const freelancerUser = alias(users, 'freelancer_user');
const bookerUser = alias(users, 'booker_user');

/** Everything a credit note states about its source: the work, the booking, both parties. */
export async function loadIssueFacts(tx: DbOrTx, source: CreditNoteSource) {
  const isTime = source.type === 'time-record';
  const work = isTime
    ? await tx
        .select({
          bookingId: timeRecords.bookingId,
          minutes: timeRecords.minutes,
          amountCents: sql<number | null>`null`,
          date: timeRecords.workDate,
          description: timeRecords.description,
        })
        .from(timeRecords)
        .where(eq(timeRecords.id, source.id))
    : await tx
        .select({
          bookingId: flatRatePayments.bookingId,
          minutes: sql<number | null>`null`,
          amountCents: flatRatePayments.amountCents,
          date: flatRatePayments.paymentDate,
          description: flatRatePayments.description,
        })
        .from(flatRatePayments)
        .where(eq(flatRatePayments.id, source.id));
  const [row] = await tx
    .select({
      booking: bookings,
      projectName: projects.name,
      agency: agencies,
      freelancer: freelancers,
      person: {
        firstName: freelancerUser.firstName,
        lastName: freelancerUser.lastName,
        email: freelancerUser.email,
        language: freelancerUser.language,
      },
      vatBasisPoints: vatRates.percentageBasisPoints,
      bookerEmail: bookerUser.email,
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .innerJoin(freelancers, eq(freelancers.id, bookings.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, freelancers.id))
    .innerJoin(bookerUser, eq(bookerUser.id, bookings.createdBy))
    .leftJoin(vatRates, eq(vatRates.id, freelancers.vatRateId))
    .where(eq(bookings.id, work[0]!.bookingId));
  const allocations = isTime
    ? await tx
        .select({ number: projectAllocations.number, minutes: timeRecordAllocations.minutes })
        .from(timeRecordAllocations)
        .innerJoin(projectAllocations, eq(projectAllocations.id, timeRecordAllocations.allocationId))
        .where(eq(timeRecordAllocations.timeRecordId, source.id))
        .orderBy(asc(projectAllocations.number))
    : await tx
        .select({ number: projectAllocations.number, amountCents: flatRatePaymentAllocations.amountCents })
        .from(flatRatePaymentAllocations)
        .innerJoin(projectAllocations, eq(projectAllocations.id, flatRatePaymentAllocations.allocationId))
        .where(eq(flatRatePaymentAllocations.flatRatePaymentId, source.id))
        .orderBy(asc(projectAllocations.number));
  return {
    work: work[0]!,
    ...row!,
    allocationNumbers: allocations.map((allocation) => allocation.number),
    costCentre: costCentreOf(allocations),
  };
}

/**
 * The cost centre of a note (DATEV's KOST1): the allocation that carries most of it, the most minutes or the largest
 * amount, the lowest number among equals; none without allocations. `allocations` are in the order of their numbers.
 */
function costCentreOf(allocations: ({ number: string } & ({ minutes: number } | { amountCents: number }))[]) {
  const weightOf = (allocation: (typeof allocations)[number]) =>
    'minutes' in allocation ? allocation.minutes : allocation.amountCents;
  let most: (typeof allocations)[number] | undefined;
  for (const allocation of allocations) if (!most || weightOf(allocation) > weightOf(most)) most = allocation;
  return most?.number ?? null;
}
export type IssueFacts = Awaited<ReturnType<typeof loadIssueFacts>>;

export async function insertCreditNote(tx: DbOrTx, values: typeof creditNotes.$inferInsert) {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

export async function findCreditNote(db: DbOrTx, id: number, scope: RowScope = {}) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), ...scopeConditions(scope, creditNotes)))
    .limit(1);
  return row;
}

/** The note still REVIEWED is cancelled; of two concurrent cancels exactly one matches. */
export async function cancelIfReviewed(tx: DbOrTx, id: number, values: Partial<typeof creditNotes.$inferInsert>) {
  const [row] = await tx
    .update(creditNotes)
    .set({ ...values, status: 'CANCELLED' })
    .where(and(eq(creditNotes.id, id), eq(creditNotes.status, 'REVIEWED')))
    .returning();
  return row;
}

export type CreditNoteFilters = RowScope & {
  keywords: string[];
  from?: string | undefined;
  to?: string | undefined;
  agencyIds: number[];
  freelancerIds: number[];
  status?: 'REVIEWED' | 'CANCELLED' | undefined;
  sortBy: 'created_at' | 'number' | 'gross_amount';
  sort: 'asc' | 'desc';
  page: number;
  items: number;
};

/** The list's orders (sortBy), each read off an index that leads with its column (db/sort-indexes.test.ts). */
export const SORT_COLUMNS = {
  created_at: creditNotes.issuedAt,
  number: creditNotes.number,
  gross_amount: creditNotes.grossCents,
} as const;

/** A keyword searches the number, the agency's and the freelancer's name, and the booking's title, code and project. */
function keywordMatches(filters: CreditNoteFilters, keyword: string): Searched {
  return keptKeyword(creditNotes.agencyId, filters, keyword, () =>
    rowKeyword(
      { bookingId: creditNotes.bookingId, description: creditNotes.number, kind: 'code' },
      { freelancerId: creditNotes.freelancerId, scope: filters },
      keyword,
      [refersTo(creditNotes.agencyId, agencies.id, textContains(agencies.name, keyword))],
    ),
  );
}

/** A page of credit notes with what the list shows of their booking, project, agency and freelancer. */
const CREDIT_NOTE_ROWS = listRows(creditNotes.id, (db) =>
  db
    .select({
      note: creditNotes,
      booking: { id: bookings.id, title: bookings.title, code: bookings.bookingCode },
      project: { id: projects.id, name: projects.name },
      agency: { id: agencies.id, name: agencies.name },
      freelancer: {
        id: freelancerUser.id,
        firstName: freelancerUser.firstName,
        lastName: freelancerUser.lastName,
        vendorNumber: freelancers.vendorNumber,
      },
    })
    .from(creditNotes)
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
    .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId)),
);

export async function listCreditNotes(db: DbOrTx, filters: CreditNoteFilters) {
  const scope = scopeConditions(filters, creditNotes);
  const filterConditions: SQL[] = [
    ...scope,
    ...(filters.agencyIds.length ? [inArray(creditNotes.agencyId, filters.agencyIds)] : []),
    ...(filters.freelancerIds.length ? [inArray(creditNotes.freelancerId, filters.freelancerIds)] : []),
    ...(filters.status ? [eq(creditNotes.status, filters.status)] : []),
    // Issue dates are compared as Berlin calendar dates, like every date of the business.
    ...onBerlinDays(creditNotes.issuedAt, filters.from, filters.to),
  ];
  const where = {
    filters: filterConditions,
    keywords: filters.keywords.map((keyword) => keywordMatches(filters, keyword)),
    reach: scope,
  };
  const direction = filters.sort === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[filters.sortBy]), direction(creditNotes.id)];
  return pageOfList(db, where, order, filters, CREDIT_NOTE_ROWS);
}
export type CreditNoteListRow = Awaited<ReturnType<typeof listCreditNotes>>['rows'][number];

/**
 * Sends the note's time record or payment back from FINANCE_APPROVED to FINANCE_REJECTED with the reason (the
 * state machine's cancelCreditNote), and gives its hours or amount back to the booking, since a rejected
 * record holds none. Returns the source's status before and after, or null when it was no longer approved.
 */
export async function reopenSource(tx: DbOrTx, note: CreditNoteRow, reason: string, actorId: number) {
  const reviewed = { financeReviewedBy: actorId, financeReviewedAt: new Date(), rejectComment: reason };
  if (note.timeRecordId !== null) {
    const [record] = await tx
      .update(timeRecords)
      .set({ status: 'FINANCE_REJECTED', ...reviewed, updatedAt: new Date() })
      .where(and(eq(timeRecords.id, note.timeRecordId), eq(timeRecords.status, 'FINANCE_APPROVED')))
      .returning({ minutes: timeRecords.minutes });
    if (!record) return false;
    await tx
      .update(bookings)
      .set({ minutesLeft: sql`${bookings.minutesLeft} + ${record.minutes}`, updatedAt: new Date() })
      .where(eq(bookings.id, note.bookingId));
    return true;
  }
  const [payment] = await tx
    .update(flatRatePayments)
    .set({ status: 'FINANCE_REJECTED', ...reviewed, updatedAt: new Date() })
    .where(and(eq(flatRatePayments.id, note.flatRatePaymentId!), eq(flatRatePayments.status, 'FINANCE_APPROVED')))
    .returning({ amountCents: flatRatePayments.amountCents });
  if (!payment) return false;
  await tx
    .update(bookings)
    .set({ amountLeftCents: sql`${bookings.amountLeftCents} + ${payment.amountCents}`, updatedAt: new Date() })
    .where(eq(bookings.id, note.bookingId));
  return true;
}

export async function setDocuments(
  tx: DbOrTx,
  id: number,
  files: Pick<
    typeof creditNotes.$inferInsert,
    'pdfFileId' | 'eInvoiceFileId' | 'cancellationPdfFileId' | 'cancellationEInvoiceFileId'
  >,
) {
  await tx.update(creditNotes).set(files).where(eq(creditNotes.id, id));
}
