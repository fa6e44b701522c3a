import type { TimeRecordStatus } from '@fm/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { RowScope } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listRows } from '../../db/list-query.ts';
import { isOneOfPlaceholder, preparedOnce } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { agencies } from '../../db/schema/identity.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import { timeRecordAllocations, timeRecords } from '../../db/schema/time-records.ts';
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

/** Queries behind the time-record calls. */

export type TimeRecordRow = typeof timeRecords.$inferSelect;

/** Time records with their booking, its parties and the credit note in force: the records lists' rows and a record's detail. */
export function selectRecords(db: DbOrTx) {
  return db
    .select({
      record: timeRecords,
      booking: {
        id: bookings.id,
        title: bookings.title,
        bookingCode: bookings.bookingCode,
        ratePerHourCents: bookings.ratePerHourCents,
        minutesLeft: bookings.minutesLeft,
        createdBy: bookings.createdBy,
      },
      ...bookingPartyColumns,
      creditNoteId: creditNotes.id,
    })
    .from(timeRecords)
    .innerJoin(bookings, eq(bookings.id, timeRecords.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, timeRecords.agencyId))
    .innerJoin(booker, eq(booker.id, bookings.createdBy))
    .innerJoin(freelancerUser, eq(freelancerUser.id, timeRecords.freelancerId))
    .leftJoin(creditNotes, and(eq(creditNotes.timeRecordId, timeRecords.id), isNoteInForce));
}
export type TimeRecordDetailRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export function findRecord(db: DbOrTx, id: number, scope: RowScope = {}) {
  return findLedgerRow(db, timeRecords, id, scope);
}

export async function findRecordDetail(db: DbOrTx, id: number) {
  const [row] = await selectRecords(db).where(eq(timeRecords.id, id)).limit(1);
  return row;
}

export type TimeRecordFilters = SubmittedRowFilters<
  TimeRecordStatus,
  'created_at' | 'date' | 'hours' | 'status' | 'submitted_date'
>;

/** The list's orders (sortBy), each read off an index that leads with its column (db/sort-indexes.test.ts). */
export const SORT_COLUMNS = {
  created_at: timeRecords.createdAt,
  date: timeRecords.workDate,
  hours: timeRecords.minutes,
  status: timeRecords.status,
  submitted_date: timeRecords.submittedDate,
} as const;

/** A page of time records with their booking, project, agency, booker, freelancer and credit note. */
const RECORD_ROWS = listRows(timeRecords.id, selectRecords);

export function listRecords(db: DbOrTx, filters: TimeRecordFilters) {
  const { workDate, createdAt } = timeRecords;
  return pageLedgerRows(db, RECORD_ROWS, timeRecords, workDate, filters, SORT_COLUMNS[filters.sortBy], createdAt);
}

const RECORD_ALLOCATIONS = preparedOnce((db) =>
  db
    .select({
      timeRecordId: timeRecordAllocations.timeRecordId,
      allocationId: timeRecordAllocations.allocationId,
      number: projectAllocations.number,
      minutes: timeRecordAllocations.minutes,
    })
    .from(timeRecordAllocations)
    .innerJoin(projectAllocations, eq(projectAllocations.id, timeRecordAllocations.allocationId))
    .where(isOneOfPlaceholder(timeRecordAllocations.timeRecordId, 'ids'))
    .orderBy(asc(timeRecordAllocations.allocationId)),
);

export function listRecordAllocations(db: DbOrTx, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return RECORD_ALLOCATIONS(db, { ids: recordIds });
}

export async function insertRecord(db: DbOrTx, values: typeof timeRecords.$inferInsert) {
  const [row] = await db.insert(timeRecords).values(values).returning();
  return row!;
}

export async function replaceRecordAllocations(
  db: DbOrTx,
  timeRecordId: number,
  parts: { allocationId: number; minutes: number }[],
) {
  await db.delete(timeRecordAllocations).where(eq(timeRecordAllocations.timeRecordId, timeRecordId));
  const kept = parts.filter((part) => part.minutes > 0);
  if (kept.length) await db.insert(timeRecordAllocations).values(kept.map((part) => ({ timeRecordId, ...part })));
}

export function updateRecordIfStatus(
  db: DbOrTx,
  id: number,
  expected: TimeRecordStatus,
  values: Partial<typeof timeRecords.$inferInsert>,
) {
  return updateLedgerRowIfStatus(db, timeRecords, id, expected, values);
}
