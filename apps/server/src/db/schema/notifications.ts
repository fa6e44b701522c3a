import { NOTIFICATION_CATEGORIES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, timestampTz } from './helpers.ts';
import { agencies, users } from './identity.ts';

/**
 * A notification for one user. `message_key` + `params` are translated by the web app (en/de), so the text
 * follows the reader's language. `type` names the event (BOOKING_APPROVAL_REQUESTED, …).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    type: text('type').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // A reader's live notifications of a category newest first, read along the index from their clearance on and
    // stopped at the page (a finance user is asked to review every time record: millions of them in a large group).
    // All categories are each category's range, merged (activity.repo.ts).
    index('notifications_user_category_live_idx')
      .on(table.userId, table.category, table.createdAt, table.id)
      .where(sql`not ${table.isDeleted}`),
    // The unread counts of every page's header, from the category's clearance on.
    index('notifications_user_unread_idx')
      .on(table.userId, table.category, table.createdAt)
      .where(sql`not ${table.isRead} and not ${table.isDeleted}`),
    check('notifications_category_check', inList('category', NOTIFICATION_CATEGORIES)),
  ],
);

/**
 * "Delete all" of a reader's category: their notifications of the category created up to `cleared_at` count as
 * deleted (decision 034). Marking each row instead cost a write per notification held, 48 s for a finance user's
 * 3.75 million to-dos at 10x, past the statement timeout; the clearance is one row, and every read of the category
 * starts its range (the order's, newest first) after it.
 */
export const notificationClearances = pgTable(
  'notification_clearances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    clearedAt: timestampTz('cleared_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.category] }),
    check('notification_clearances_category_check', inList('category', NOTIFICATION_CATEGORIES)),
  ],
);
