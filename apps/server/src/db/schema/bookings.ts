import { BOOKING_STATUSES, type ItRequirement, RATE_TYPES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { freelancers } from './freelancers.ts';
import { createdAt, inList, isJsonArray, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';
import { projectAllocations, projects } from './projects.ts';

/**
 * A freelancer booked for a project (docs/product.md §14). Hourly: total = rate × booked minutes / 60 and minutes_left
 * counts down with every time record; flat: total = flat amount and amount_left counts down with every
 * payment. The checks keep the counters inside [0, booked] so that no concurrent save can overdraw them.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'restrict' }),
    /** The booker (account manager or managing director who created it). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    bookingCode: text('booking_code').notNull().unique(),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** The freelancer's day rate when booked (the booking's `rate`), informational. */
    dayRateCents: integer('day_rate_cents'),
    ratePerHourCents: integer('rate_per_hour_cents'),
    bookedMinutes: integer('booked_minutes'),
    flatAmountCents: integer('flat_amount_cents'),
    totalCostCents: integer('total_cost_cents').notNull(),
    minutesLeft: integer('minutes_left'),
    amountLeftCents: integer('amount_left_cents'),
    itRequirements: jsonb('it_requirements').$type<ItRequirement[]>().notNull().default([]),
    serverLinks: jsonb('server_links').$type<string[]>().notNull().default([]),
    description: text('description'),
    declineReason: text('decline_reason'),
    approvedAt: timestampTz('approved_at'),
    acceptedAt: timestampTz('accepted_at'),
    finishedAt: timestampTz('finished_at'),
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One agency's rows in each of the list's orders, read off the index at any page: without them the planner
    // walked the order's index of every agency and dropped the other agencies' rows (the big agency's 200th page of
    // bookings by creation at 10x: 226 585 entries read for 5 000 of its 22 204: 194 -> 11 ms; migration 0033).
    index('bookings_agency_status_idx').on(table.agencyId, table.status, table.id),
    index('bookings_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    index('bookings_agency_title_idx').on(table.agencyId, table.title, table.id),
    index('bookings_agency_total_cost_idx').on(table.agencyId, table.totalCostCents, table.id),
    index('bookings_freelancer_status_idx').on(table.freelancerId, table.status),
    // A project's or a booker's bookings as keys (a list of records or payments filtered by project or booker) from
    // the index alone: a big agency's project holds 2 224 bookings on 2 111 heap pages at 10x (10 ms, 0.3 ms here).
    // A project's entries carry the status, agency and freelancer too: an agency's bookings of a project are counted
    // and paged off it (84 -> 3 ms at 10x, where the planner had crossed it with all 22 204 of the agency's), and the
    // freelancers who worked for a client are read off it (21 -> 7 ms for the big agency's client; migration 0032).
    index('bookings_project_idx').on(table.projectId, table.status, table.agencyId, table.freelancerId, table.id),
    index('bookings_created_by_idx').on(table.createdBy, table.id),
    index('bookings_approver_idx').on(table.approverId),
    // The freelancers an agency booked, from the index alone: whom its people may write to (who-may-write.ts), read
    // as a set for a big agency and probed per person for a small one.
    index('bookings_agency_freelancer_idx').on(table.agencyId, table.freelancerId),
    // A date window (bookings overlapping it: ending on or after its start, starting on or before its end) for staff,
    // alone or with a status: each entry carries the other date, so the overlap is checked on the index alone
    // instead of on the heap page of every booking ending after the window's start (an admin's first quarter at 10x
    // in the end-date order, 498 403 entries on 21 472 pages: 228 -> 16 ms a call; the pending ones counted: 114 ->
    // 13 ms; migration 0016). Each entry also carries the columns of the list's other orders, so a window whose
    // matches are sorted in one of them (the walk found too few, decision 040) is sorted off the index alone instead
    // of reading the heap page of every match (an admin's first quarter at 10x by title or creation, 85 283 matches
    // on 21 142 pages: 100-155 -> 45-60 ms for the statement; migration 0037).
    index('bookings_start_date_idx').on(
      table.startDate,
      table.endDate,
      table.id,
      table.title,
      table.createdAt,
      table.totalCostCents,
      table.status,
    ),
    index('bookings_end_date_idx').on(
      table.endDate,
      table.startDate,
      table.id,
      table.title,
      table.createdAt,
      table.totalCostCents,
      table.status,
    ),
    index('bookings_status_period_idx').on(table.status, table.endDate, table.startDate, table.id),
    // The list's default order (newest id first) within one agency or one freelancer. An agency's entries carry the
    // texts and keys a keyword is checked on, so the agency's bookings that a keyword names are read off the index
    // alone, for every list of the agency that a keyword searches (decision 043, narrowedWithKeys): the big agency's
    // 22 204 at 10x, read from 9 000 heap pages for "Anna", 26-46 -> 17 ms (migration 0035).
    index('bookings_agency_id_idx').on(
      table.agencyId,
      table.id,
      table.projectId,
      table.freelancerId,
      table.title,
      table.bookingCode,
    ),
    index('bookings_freelancer_id_idx').on(table.freelancerId, table.id),
    // One agency's bookings by start and end date (the list's date sorts), read off the index (migration 0009).
    index('bookings_agency_start_idx').on(table.agencyId, table.startDate, table.id),
    index('bookings_agency_end_idx').on(table.agencyId, table.endDate, table.id),
    // One agency's bookings overlapping a date window, alone or with a tab's statuses, counted and paged off the index
    // alone, as staff's are (bookings_end_date_idx): a big agency's first quarter at 10x, 1 902 of the 11 743 bookings
    // ending after its start, on 9 054 heap pages: 18-136 -> 4-5 ms (migration 0029).
    index('bookings_agency_period_idx').on(table.agencyId, table.endDate, table.startDate, table.status, table.id),
    // Every agency's bookings (admin, finance) in the list's other orders: the page is read off the index instead
    // of sorting a million bookings (0.24-0.31 s at 10x, migration 0013).
    index('bookings_created_idx').on(table.createdAt, table.id),
    index('bookings_title_idx').on(table.title, table.id),
    index('bookings_total_cost_idx').on(table.totalCostCents, table.id),
    index('bookings_status_id_idx').on(table.status, table.id),
    // The rate-type filter across every agency (a 1 M-booking scan for twelve flat-rate bookings at 10x).
    index('bookings_rate_type_idx').on(table.rateType, table.id),
    // Availability (is the freelancer booked in the period?): the freelancer's bookings ending on or after the
    // period's start, start date and status read from the index.
    index('bookings_freelancer_period_idx').on(table.freelancerId, table.endDate, table.startDate, table.status),
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_rate_type_check', inList('rate_type', RATE_TYPES)),
    check('bookings_dates', sql`${table.endDate} >= ${table.startDate}`),
    check('bookings_title_not_blank', sql`length(trim(${table.title})) > 0`),
    check(
      'bookings_hourly_fields',
      sql`${table.rateType} <> 'HOURLY' or (${table.ratePerHourCents} is not null and ${table.bookedMinutes} is not null and ${table.minutesLeft} is not null)`,
    ),
    check(
      'bookings_flat_fields',
      sql`${table.rateType} <> 'FLAT' or (${table.flatAmountCents} is not null and ${table.amountLeftCents} is not null)`,
    ),
    check('bookings_rate_non_negative', sql`${table.ratePerHourCents} >= 0 and ${table.dayRateCents} >= 0`),
    check('bookings_booked_minutes_positive', sql`${table.bookedMinutes} > 0`),
    check('bookings_flat_amount_positive', sql`${table.flatAmountCents} > 0`),
    check('bookings_total_cost_non_negative', sql`${table.totalCostCents} >= 0`),
    check(
      'bookings_minutes_left_range',
      sql`${table.minutesLeft} >= 0 and ${table.minutesLeft} <= ${table.bookedMinutes}`,
    ),
    check(
      'bookings_amount_left_range',
      sql`${table.amountLeftCents} >= 0 and ${table.amountLeftCents} <= ${table.flatAmountCents}`,
    ),
    check('bookings_it_requirements_array', isJsonArray('it_requirements')),
    check('bookings_server_links_array', isJsonArray('server_links')),
  ],
);

/** The project allocations a booking is spread over (at least one active, enforced by the service). */
export const bookingAllocations = pgTable(
  'booking_allocations',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => projectAllocations.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.allocationId] }),
    index('booking_allocations_allocation_idx').on(table.allocationId),
  ],
);

/** Feedback an agency gives on a finished booking (the feedback dialog; AGENCY_RATING report). */
export const bookingRatings = pgTable(
  'booking_ratings',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('booking_ratings_booking_unique').on(table.bookingId),
    check('booking_ratings_range', sql`${table.rating} between 1 and 5`),
  ],
);
