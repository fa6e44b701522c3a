import type { TimeRecordStatus } from '@fm/contract/enums';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { type RowScope, scopeConditions } from '../../auth/row-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { agencies } from '../../db/schema/identity.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import { timeRecordAllocations, timeRecords } from '../../db/schema/time-records.ts';
import {
  booker,
  bookingPartyColumns,
  countListRows,
  freelancerUser,
  type SubmittedRowFilters,
  submittedRowConditions,
} from '../bookings/booking-list-query.ts';

/** Queries behind the time-record calls. */

export type TimeRecordRow = typeof timeRecords.$inferSelect;

const LIST_COLUMNS = {
  agencyId: timeRecords.agencyId,
  freelancerId: timeRecords.freelancerId,
  description: timeRecords.description,
  status: timeRecords.status,
  submittedDate: timeRecords.submittedDate,
  bookingId: timeRecords.bookingId,
};

function selectRecords(db: DbOrTx) {
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
    .leftJoin(creditNotes, and(eq(creditNotes.timeRecordId, timeRecords.id), eq(creditNotes.status, 'REVIEWED')));
}
export type TimeRecordDetailRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export async function findRecord(db: DbOrTx, id: number, scope: RowScope = {}) {
  const [row] = await db
    .select()
    .from(timeRecords)
    .where(and(eq(timeRecords.id, id), ...scopeConditions(scope, timeRecords)))
    .limit(1);
  return row;
}

export async function findRecordDetail(db: DbOrTx, id: number) {
  const [row] = await selectRecords(db).where(eq(timeRecords.id, id)).limit(1);
  return row;
}

export type TimeRecordFilters = SubmittedRowFilters<
  TimeRecordStatus,
  'created_at' | 'date' | 'hours' | 'status' | 'submitted_date'
> & {
  workedFrom?: string | undefined;
  workedTo?: string | undefined;
};

const SORT_COLUMNS = {
  created_at: timeRecords.createdAt,
  date: timeRecords.workDate,
  hours: timeRecords.minutes,
  status: timeRecords.status,
  submitted_date: timeRecords.submittedDate,
} as const;

function filterConditions(filters: TimeRecordFilters): SQL[] {
  const conditions = submittedRowConditions(filters, LIST_COLUMNS);
  if (filters.workedFrom) conditions.push(gte(timeRecords.workDate, filters.workedFrom));
  if (filters.workedTo) conditions.push(lte(timeRecords.workDate, filters.workedTo));
  return conditions;
}

export async function listRecords(db: DbOrTx, filters: TimeRecordFilters) {
  const where = and(...filterConditions(filters));
  const direction = filters.sort === 'asc' ? asc : desc;
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[filters.sortBy]), direction(timeRecords.id))
    .limit(filters.items)
    .offset((filters.page - 1) * filters.items);
  return { rows, total: await countListRows(db, timeRecords, LIST_COLUMNS, filters, where) };
}

export function listRecordAllocations(db: DbOrTx, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      timeRecordId: timeRecordAllocations.timeRecordId,
      allocationId: timeRecordAllocations.allocationId,
      number: projectAllocations.number,
      minutes: timeRecordAllocations.minutes,
    })
    .from(timeRecordAllocations)
    .innerJoin(projectAllocations, eq(projectAllocations.id, timeRecordAllocations.allocationId))
    .where(inArray(timeRecordAllocations.timeRecordId, recordIds))
    .orderBy(asc(timeRecordAllocations.allocationId));
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

/** Changes a record only while it still has the status the caller saw: of two concurrent changes one wins. */
export async function updateRecordIfStatus(
  db: DbOrTx,
  id: number,
  expected: TimeRecordStatus,
  values: Partial<typeof timeRecords.$inferInsert>,
) {
  const [row] = await db
    .update(timeRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timeRecords.id, id), eq(timeRecords.status, expected)))
    .returning();
  return row;
}
