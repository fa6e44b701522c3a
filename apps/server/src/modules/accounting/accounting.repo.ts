import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { berlinDate, onBerlinDays } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { flatRatePaymentAllocations, flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { projectAllocations } from '../../db/schema/projects.ts';
import { timeRecordAllocations, timeRecords } from '../../db/schema/time-records.ts';

export type Period = { start: string; end: string };
export type NoteScope = { reach: number[] | null; agencyId?: number | undefined };

const freelancerUser = alias(users, 'freelancer_user');
/** Issued (or cancelled) on a Berlin day of the period, read along the instant's index. */
const within = (instant: PgColumn, period: Period) => and(...onBerlinDays(instant, period.start, period.end))!;

function scopeOf(scope: NoteScope): SQL[] {
  return [
    ...(scope.reach === null ? [] : [scope.reach.length ? inArray(creditNotes.agencyId, scope.reach) : sql`false`]),
    ...(scope.agencyId === undefined ? [] : [eq(creditNotes.agencyId, scope.agencyId)]),
  ];
}

/** The cost allocation that carries most of a note (KOST1): most minutes, or the largest flat amount. */
const primaryAllocation = sql<string | null>`coalesce(
  (select ${projectAllocations.number} from ${timeRecordAllocations}
     join ${projectAllocations} on ${projectAllocations.id} = ${timeRecordAllocations.allocationId}
    where ${timeRecordAllocations.timeRecordId} = ${creditNotes.timeRecordId}
    order by ${timeRecordAllocations.minutes} desc, ${projectAllocations.number} limit 1),
  (select ${projectAllocations.number} from ${flatRatePaymentAllocations}
     join ${projectAllocations} on ${projectAllocations.id} = ${flatRatePaymentAllocations.allocationId}
    where ${flatRatePaymentAllocations.flatRatePaymentId} = ${creditNotes.flatRatePaymentId}
    order by ${flatRatePaymentAllocations.amountCents} desc, ${projectAllocations.number} limit 1))`;

/** Notes issued, or cancelled, within the period, with everything a DATEV line states. */
export async function notesForDatev(db: DbOrTx, scope: NoteScope, period: Period) {
  return db
    .select({
      number: creditNotes.number,
      status: creditNotes.status,
      issuedOn: sql<string>`${berlinDate(creditNotes.issuedAt)}::text`,
      cancelledOn: sql<string | null>`${berlinDate(creditNotes.cancelledAt)}::text`,
      cancellationNumber: creditNotes.cancellationNumber,
      grossCents: creditNotes.grossCents,
      vatBasisPoints: creditNotes.vatBasisPoints,
      serviceDate: sql<string>`coalesce(${timeRecords.workDate}, ${flatRatePayments.paymentDate})::text`,
      vendorNumber: freelancers.vendorNumber,
      firstName: freelancerUser.firstName,
      lastName: freelancerUser.lastName,
      allocation: primaryAllocation,
    })
    .from(creditNotes)
    .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId))
    .leftJoin(timeRecords, eq(timeRecords.id, creditNotes.timeRecordId))
    .leftJoin(flatRatePayments, eq(flatRatePayments.id, creditNotes.flatRatePaymentId))
    .where(
      and(
        ...scopeOf(scope),
        or(
          within(creditNotes.issuedAt, period),
          and(eq(creditNotes.status, 'CANCELLED'), within(creditNotes.cancelledAt, period)),
        ),
      ),
    )
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}
export type DatevNote = Awaited<ReturnType<typeof notesForDatev>>[number];

/** Valid (not cancelled) notes issued in the period, one row each, by agency, freelancer and number. */
export async function notesToPay(db: DbOrTx, scope: NoteScope, period: Period) {
  return db
    .select({
      agencyId: agencies.id,
      agency: agencies.name,
      freelancerId: freelancers.id,
      firstName: freelancerUser.firstName,
      lastName: freelancerUser.lastName,
      companyName: freelancers.companyName,
      vendorNumber: freelancers.vendorNumber,
      iban: freelancers.iban,
      bic: freelancers.bic,
      bankName: freelancers.bankName,
      number: creditNotes.number,
      netCents: creditNotes.netCents,
      vatCents: creditNotes.vatCents,
      grossCents: creditNotes.grossCents,
    })
    .from(creditNotes)
    .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
    .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId))
    .where(and(...scopeOf(scope), eq(creditNotes.status, 'REVIEWED'), within(creditNotes.issuedAt, period)))
    .orderBy(asc(agencies.name), asc(freelancerUser.lastName), asc(freelancerUser.firstName), asc(creditNotes.number));
}

export async function findAgency(db: DbOrTx, id: number) {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
  return row;
}
