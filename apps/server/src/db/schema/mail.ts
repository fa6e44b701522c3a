import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './helpers.ts';

/** A file attached to a mail: read from the file storage when the mail is delivered. */
export type OutboxAttachment = { filename: string; fileId: string; contentType: string };

/**
 * Outgoing mail, written inside the transaction of the change that causes it and delivered after the commit
 * by the delivery worker (platform/mail-delivery.ts) when SMTP is configured; otherwise kept here for admins
 * to read. A rolled-back change leaves no row, so no mail about something that never happened.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** Earliest time of the next delivery attempt (backoff after a failure, or a claim by a worker). */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
  },
  (table) => [
    index('outbox_mails_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index('outbox_mails_to_idx').on(table.to),
  ],
);
