import type { FlatRateStatus } from '@fm/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { RowScope } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listRows } from '../../db/list-query.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { flatRatePaymentAllocations, flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { agencies } from '../../db/schema/identity.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import {
  findLedgerRow,
  isNoteInForce,
  pageLedgerRows,
  updateLedgerRowIfStatus,
} from '../booking-ledger/ledger-rows.repo.ts';
import {
  booker,
  bookingPartyColumns,
  freelancerUser,
  type SubmittedRowFilters,
} from '../bookings/booking-list-query.ts';

/** Queries behind the flat-rate payment calls. */

export type PaymentRow = typeof flatRatePayments.$inferSelect;

function selectPayments(db: DbOrTx) {
  return db
    .select({
      payment: flatRatePayments,
      booking: {
        id: bookings.id,
        title: bookings.title,
        bookingCode: bookings.bookingCode,
        flatAmountCents: bookings.flatAmountCents,
        amountLeftCents: bookings.amountLeftCents,
      },
      ...bookingPartyColumns,
      creditNoteId: creditNotes.id,
    })
    .from(flatRatePayments)
    .innerJoin(bookings, eq(bookings.id, flatRatePayments.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, flatRatePayments.agencyId))
    .innerJoin(booker, eq(booker.id, bookings.createdBy))
    .innerJoin(freelancerUser, eq(freelancerUser.id, flatRatePayments.freelancerId))
    .leftJoin(creditNotes, and(eq(creditNotes.flatRatePaymentId, flatRatePayments.id), isNoteInForce));
}
export type PaymentDetailRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export function findPayment(db: DbOrTx, id: number, scope: RowScope = {}) {
  return findLedgerRow(db, flatRatePayments, id, scope);
}

export async function findPaymentDetail(db: DbOrTx, id: number) {
  const [row] = await selectPayments(db).where(eq(flatRatePayments.id, id)).limit(1);
  return row;
}

export type PaymentFilters = SubmittedRowFilters<FlatRateStatus, 'created_at' | 'payment_date' | 'amount' | 'status'>;

/** The list's orders (sortBy), each read off an index that leads with its column (db/sort-indexes.test.ts). */
export const SORT_COLUMNS = {
  created_at: flatRatePayments.createdAt,
  payment_date: flatRatePayments.paymentDate,
  amount: flatRatePayments.amountCents,
  status: flatRatePayments.status,
} as const;

/** A page of flat-rate payments with their booking, project, agency, booker, freelancer and credit note. */
const PAYMENT_ROWS = listRows(flatRatePayments.id, selectPayments);

export function listPayments(db: DbOrTx, filters: PaymentFilters) {
  return pageLedgerRows(
    db,
    PAYMENT_ROWS,
    flatRatePayments,
    flatRatePayments.paymentDate,
    filters,
    SORT_COLUMNS[filters.sortBy],
  );
}

const PAYMENT_ALLOCATIONS = preparedOnce((db) =>
  db
    .select({
      paymentId: flatRatePaymentAllocations.flatRatePaymentId,
      allocationId: flatRatePaymentAllocations.allocationId,
      number: projectAllocations.number,
      amountCents: flatRatePaymentAllocations.amountCents,
    })
    .from(flatRatePaymentAllocations)
    .innerJoin(projectAllocations, eq(projectAllocations.id, flatRatePaymentAllocations.allocationId))
    .where(isOneOfPlaceholder(flatRatePaymentAllocations.flatRatePaymentId, 'ids'))
    .orderBy(asc(flatRatePaymentAllocations.allocationId)),
);

export function listPaymentAllocations(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return PAYMENT_ALLOCATIONS(db, { ids: paymentIds });
}

export async function insertPayment(db: DbOrTx, values: typeof flatRatePayments.$inferInsert) {
  const [row] = await db.insert(flatRatePayments).values(values).returning();
  return row!;
}

export async function replacePaymentAllocations(
  db: DbOrTx,
  paymentId: number,
  parts: { allocationId: number; amountCents: number }[],
) {
  await db.delete(flatRatePaymentAllocations).where(eq(flatRatePaymentAllocations.flatRatePaymentId, paymentId));
  await db.insert(flatRatePaymentAllocations).values(parts.map((part) => ({ flatRatePaymentId: paymentId, ...part })));
}

export function updatePaymentIfStatus(
  db: DbOrTx,
  id: number,
  expected: FlatRateStatus,
  values: Partial<typeof flatRatePayments.$inferInsert>,
) {
  return updateLedgerRowIfStatus(db, flatRatePayments, id, expected, values);
}
