import { TIME_RECORD_STATUSES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { freelancers } from './freelancers.ts';
import { createdAt, inList, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';
import { projectAllocations } from './projects.ts';

/**
 * Time a freelancer worked on an hourly booking. freelancer_id and agency_id repeat the booking's so that
 * list filters and tenant scoping need no join. `submitted_date` is the day it was (re)submitted for review.
 */
export const timeRecords = pgTable(
  'time_records',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'restrict' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    workDate: isoDate('work_date').notNull(),
    minutes: integer('minutes').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TIME_RECORD_STATUSES }).notNull().default('PENDING'),
    submittedDate: isoDate('submitted_date').notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    financeReviewedBy: integer('finance_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    financeReviewedAt: timestampTz('finance_reviewed_at'),
    /** Why the agency declined it. */
    declineComment: text('decline_comment'),
    /** Why finance rejected it. */
    rejectComment: text('reject_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One agency's records by status and by hours, as the lists order them (the big agency's 200th page by hours at
    // 10x: 72 -> 4 ms; migration 0033); its date orders are below.
    index('time_records_agency_status_idx').on(table.agencyId, table.status, table.id),
    index('time_records_agency_minutes_idx').on(table.agencyId, table.minutes, table.id),
    index('time_records_freelancer_status_idx').on(table.freelancerId, table.status),
    // A booking's records, and the lists' project and booker filters ("on one of these bookings"), newest first: each
    // booking's entries carry the default order and the scope columns, so a project's page and its count read the
    // index alone instead of the heap page of every record (an agency's one project at 10x, 2 533 records on 1 530
    // pages: 4.7 -> 2.1 ms; an admin's 3.1 -> 1.7 ms; migration 0018).
    index('time_records_booking_idx').on(
      table.bookingId,
      table.createdAt,
      table.id,
      table.agencyId,
      table.freelancerId,
    ),
    // A window of one date with the other date's order, for staff (every agency's records): the window's entries
    // carry the other date and the id, so the page is sorted off the index alone instead of from the heap page of
    // each record in it (an admin's January at 10x, 108 673 records on 55 268 pages, sorted by submitted date:
    // 268-352 -> 37-70 ms a call; migration 0015). They also serve each date's order and window alone. The creation
    // time last serves the lists' default order the same way (records made days after their work day, the generator's
    // uneven shape: an admin's January, 110 414 records, 809 -> 82 ms in the statement's plan; migration 0025).
    // Each day's entries are in the default order (creation time, id), so past the cap a window in that order is
    // paged day by day (DayWindow in db/list-query.ts: the same January 29 -> 1 ms; migration 0030).
    index('time_records_work_date_idx').on(table.workDate, table.createdAt, table.id, table.submittedDate),
    index('time_records_submitted_date_idx').on(table.submittedDate, table.id, table.workDate, table.createdAt),
    index('time_records_submitted_created_idx').on(table.submittedDate, table.createdAt, table.id),
    index('time_records_created_at_idx').on(table.createdAt),
    // The lists' scope (own records, one agency, a review tab's status) with their default order, newest first:
    // the page is read off the index instead of sorting every matching record.
    index('time_records_freelancer_created_idx').on(table.freelancerId, table.createdAt, table.id),
    index('time_records_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    index('time_records_status_created_idx').on(table.status, table.createdAt, table.id),
    // The same scopes in the date orders the lists offer (work date, submitted date): without them the planner
    // walks the whole date index for a small agency's few records (migration 0009, bench/results/list-survey.md).
    // An agency's entries carry the creation time last, so a date window in the default order is counted and sorted
    // off the index alone (a big agency's January at 10x, 2 467 records on 2 430 heap pages: 8.4 -> 1.5 ms;
    // migration 0029).
    index('time_records_agency_work_date_idx').on(table.agencyId, table.workDate, table.id, table.createdAt),
    index('time_records_freelancer_work_date_idx').on(table.freelancerId, table.workDate, table.id),
    index('time_records_agency_submitted_idx').on(table.agencyId, table.submittedDate, table.id, table.createdAt),
    index('time_records_status_submitted_idx').on(table.status, table.submittedDate, table.id),
    // A status (a tab) with a work-date window, for staff: the count reads the index alone instead of the heap pages
    // of every match (an admin's declined records of one month at 10x, 13 538 on 33 000 pages: 178 -> 3 ms).
    index('time_records_status_work_date_idx').on(table.status, table.workDate, table.id),
    // Every agency's records in the hours and status orders (admin, finance): 0.22-0.7 s at 10x sorting 5 M
    // records before (migration 0013).
    index('time_records_minutes_idx').on(table.minutes, table.id),
    index('time_records_status_id_idx').on(table.status, table.id),
    // A review tab (a status) in the hours order, as the other orders have theirs (migration 0023).
    index('time_records_status_minutes_idx').on(table.status, table.minutes, table.id),
    check('time_records_status_check', inList('status', TIME_RECORD_STATUSES)),
    check('time_records_minutes_positive', sql`${table.minutes} > 0`),
  ],
);

/** A time record split over the booking's allocations (time-record/split); minutes add up to the record's. */
export const timeRecordAllocations = pgTable(
  'time_record_allocations',
  {
    timeRecordId: integer('time_record_id')
      .notNull()
      .references(() => timeRecords.id, { onDelete: 'cascade' }),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => projectAllocations.id, { onDelete: 'restrict' }),
    minutes: integer('minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.timeRecordId, table.allocationId] }),
    index('time_record_allocations_allocation_idx').on(table.allocationId),
    check('time_record_allocations_minutes_positive', sql`${table.minutes} > 0`),
  ],
);
