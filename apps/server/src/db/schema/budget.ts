import { BUDGET_STATUSES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt, inList, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';

/** An agency's budget for one financial year (July–June; `financial_year_start` 2026 = 2026/27). */
export const agencyBudgets = pgTable(
  'agency_budgets',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    financialYearStart: integer('financial_year_start').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    status: text('status', { enum: BUDGET_STATUSES }).notNull().default('OPEN'),
    closedAt: timestampTz('closed_at'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('agency_budgets_agency_year_unique').on(table.agencyId, table.financialYearStart),
    check('agency_budgets_status_check', inList('status', BUDGET_STATUSES)),
    check('agency_budgets_amount_non_negative', sql`${table.amountCents} >= 0`),
    check('agency_budgets_year_range', sql`${table.financialYearStart} between 2000 and 2100`),
    check('agency_budgets_closed_at', sql`(${table.status} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

/** History of budget changes (increase/budget, closing). */
export const budgetChanges = pgTable(
  'budget_changes',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => agencyBudgets.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    previousAmountCents: integer('previous_amount_cents').notNull(),
    newAmountCents: integer('new_amount_cents').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    index('budget_changes_budget_idx').on(table.budgetId, table.createdAt),
    check(
      'budget_changes_amounts_non_negative',
      sql`${table.previousAmountCents} >= 0 and ${table.newAmountCents} >= 0`,
    ),
  ],
);

/**
 * Which budget thresholds (80 %, 100 %) an agency's notification members were told about, per financial year:
 * the primary key makes "once per threshold and year" hold however many approvals cross it at the same time.
 */
export const budgetThresholdNotices = pgTable(
  'budget_threshold_notices',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    financialYearStart: integer('financial_year_start').notNull(),
    threshold: integer('threshold').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.financialYearStart, table.threshold] }),
    check('budget_threshold_notices_threshold', sql`${table.threshold} in (80, 100)`),
  ],
);

/**
 * A booking's cost lines summed per calendar month of their own date (budget-figures.ts, docs/product.md §14): what
 * it commissioned (its total cost, in its start date's month, while APPROVED, BOOKED or FINISHED) and what its
 * finance-approved time records (minutes × the booking's hourly rate, rounded per record) and flat-rate payments
 * cleared. The database keeps it (migration 0024, decision 044): triggers on bookings, time records and flat-rate
 * payments add each statement's change as a difference, so that the figures of a financial year read a few rows per
 * booking instead of every record. The booking's agency, project and freelancer are copied for the figures' groups
 * and filters; the project's due date and client are read from the project, since they may change.
 */
export const costMonths = pgTable(
  'cost_months',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The first day of the lines' month. */
    month: isoDate('month').notNull(),
    agencyId: integer('agency_id').notNull(),
    projectId: integer('project_id').notNull(),
    freelancerId: integer('freelancer_id').notNull(),
    commissionedCents: bigint('commissioned_cents', { mode: 'number' }).notNull().default(0),
    clearedCents: bigint('cleared_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.month] }),
    // A project's months with all that the figures read of them, so that a year's figures read the index alone: the
    // projects due in a year at 10x hold 10 181 months on 7 953 heap pages, which took the finance dashboard's
    // figures 130 ms, 31 ms off the index (migration 0031). The amounts in it cost each change of a month an entry.
    index('cost_months_project_idx').on(
      table.projectId,
      table.month,
      table.agencyId,
      table.freelancerId,
      table.commissionedCents,
      table.clearedCents,
    ),
    index('cost_months_month_idx').on(table.month),
  ],
);
