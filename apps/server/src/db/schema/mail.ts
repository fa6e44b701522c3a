import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './helpers.ts';

/** Outgoing mail: sent over SMTP when configured, otherwise kept here for admins to read. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
  },
  (table) => [
    index('outbox_mails_unsent_idx').on(table.createdAt).where(sql`${table.sentAt} is null`),
    index('outbox_mails_to_idx').on(table.to),
  ],
);
