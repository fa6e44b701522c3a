import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './helpers.ts';
import { users } from './identity.ts';

/**
 * A conversation between two users (inmail is one-to-one). user_a_id < user_b_id and their uniqueness make
 * "find or create the conversation with X" safe under concurrent sends.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userAId: integer('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: integer('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestampTz('last_message_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('conversations_pair_unique').on(table.userAId, table.userBId),
    index('conversations_user_b_idx').on(table.userBId),
    check('conversations_ordered_pair', sql`${table.userAId} < ${table.userBId}`),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestampTz('last_read_at'),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_receiver_created_idx').on(table.receiverId, table.createdAt),
    check('messages_not_blank', sql`length(trim(${table.message})) > 0`),
    check('messages_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
  ],
);
