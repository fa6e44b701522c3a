import { FLAT_RATE_STATUSES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { freelancers } from './freelancers.ts';
import { createdAt, inList, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';
import { projectAllocations } from './projects.ts';

/** A payment an agency user records against a flat-rate booking; finance reviews it (docs/product.md §14). */
export const flatRatePayments = pgTable(
  'flat_rate_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    paymentDate: isoDate('payment_date').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: FLAT_RATE_STATUSES }).notNull().default('FINANCE_PENDING'),
    submittedDate: isoDate('submitted_date').notNull(),
    financeReviewedBy: integer('finance_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    financeReviewedAt: timestampTz('finance_reviewed_at'),
    rejectComment: text('reject_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One agency's payments in each of the list's orders, with the created and payment-date ones below (migration
    // 0033).
    index('flat_rate_payments_agency_status_idx').on(table.agencyId, table.status, table.id),
    index('flat_rate_payments_agency_amount_idx').on(table.agencyId, table.amountCents, table.id),
    index('flat_rate_payments_freelancer_status_idx').on(table.freelancerId, table.status),
    index('flat_rate_payments_booking_idx').on(table.bookingId),
    index('flat_rate_payments_payment_date_idx').on(table.paymentDate),
    index('flat_rate_payments_submitted_date_idx').on(table.submittedDate),
    index('flat_rate_payments_created_at_idx').on(table.createdAt),
    index('flat_rate_payments_freelancer_created_idx').on(table.freelancerId, table.createdAt, table.id),
    index('flat_rate_payments_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    index('flat_rate_payments_status_created_idx').on(table.status, table.createdAt, table.id),
    index('flat_rate_payments_agency_payment_date_idx').on(table.agencyId, table.paymentDate, table.id),
    // A status (a tab) with a payment-date or submission window, for staff, as time records have them.
    index('flat_rate_payments_status_payment_date_idx').on(table.status, table.paymentDate, table.id),
    index('flat_rate_payments_status_submitted_idx').on(table.status, table.submittedDate, table.id),
    // Every agency's payments in the amount and status orders (admin, finance; 0.12-0.15 s at 10x before,
    // migration 0013).
    index('flat_rate_payments_amount_idx').on(table.amountCents, table.id),
    index('flat_rate_payments_status_id_idx').on(table.status, table.id),
    // A review tab (a status) in the amount order: where the tab's payments are sparse among the largest amounts,
    // the walk of the amount index read 40 000 payments for a page (finance's pending tab at 10x, 28 ms; 0023).
    index('flat_rate_payments_status_amount_idx').on(table.status, table.amountCents, table.id),
    check('flat_rate_payments_status_check', inList('status', FLAT_RATE_STATUSES)),
    check('flat_rate_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** A payment split over the booking's allocations (booking/flatrate/split). */
export const flatRatePaymentAllocations = pgTable(
  'flat_rate_payment_allocations',
  {
    flatRatePaymentId: integer('flat_rate_payment_id')
      .notNull()
      .references(() => flatRatePayments.id, { onDelete: 'cascade' }),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => projectAllocations.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flatRatePaymentId, table.allocationId] }),
    index('flat_rate_payment_allocations_allocation_idx').on(table.allocationId),
    check('flat_rate_payment_allocations_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
