import { NOTIFICATION_CATEGORIES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    // A reader's live notifications newest first, all or of one category, read along the index and stopped at the
    // page (a finance user is asked to review every time record: millions of them in a large group).
    index('notifications_user_live_idx').on(table.userId, table.createdAt, table.id).where(sql`not ${table.isDeleted}`),
    index('notifications_user_category_live_idx')
      .on(table.userId, table.category, table.createdAt, table.id)
      .where(sql`not ${table.isDeleted}`),
    // The unread counts of every page's header.
    index('notifications_user_unread_idx')
      .on(table.userId, table.category)
      .where(sql`not ${table.isRead} and not ${table.isDeleted}`),
    check('notifications_category_check', inList('category', NOTIFICATION_CATEGORIES)),
  ],
);
