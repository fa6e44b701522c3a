import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { berlinDate, onBerlinDays } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, users } from '../../db/schema/identity.ts';

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
      serviceDate: creditNotes.serviceEnd,
      vendorNumber: freelancers.vendorNumber,
      firstName: freelancerUser.firstName,
      lastName: freelancerUser.lastName,
      allocation: creditNotes.costCentre,
    })
    .from(creditNotes)
    .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId))
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
