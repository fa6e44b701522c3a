import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { conversationParticipants, conversations, messages } from '../schema/messaging.ts';
import { firstRow } from './sequence.ts';
import { createUser } from './user.ts';

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;

/** The one-to-one conversation of two users, created with both participants when missing. */
export async function createConversation(
  db: DbOrTx,
  overrides: { userIds?: [number, number]; createdAt?: Date } = {},
): Promise<Conversation> {
  const [first, second] = overrides.userIds ?? [(await createUser(db)).id, (await createUser(db)).id];
  const [userAId, userBId] = first < second ? [first, second] : [second, first];
  const [existing] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)));
  if (existing) return existing;
  const conversation = firstRow(
    await db
      .insert(conversations)
      .values({ userAId, userBId, ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}) })
      .returning(),
  );
  await db.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: userAId },
    { conversationId: conversation.id, userId: userBId },
  ]);
  return conversation;
}

/** A message from sender to receiver, in their conversation (created when missing); bumps last_message_at. */
export async function createMessage(
  db: DbOrTx,
  overrides: Partial<typeof messages.$inferInsert> = {},
): Promise<Message> {
  const senderId = overrides.senderId ?? (await createUser(db)).id;
  const receiverId = overrides.receiverId ?? (await createUser(db)).id;
  const conversationId =
    overrides.conversationId ?? (await createConversation(db, { userIds: [senderId, receiverId] })).id;
  const message = firstRow(
    await db
      .insert(messages)
      .values({ message: 'Hallo! Passt der Termin?', ...overrides, senderId, receiverId, conversationId })
      .returning(),
  );
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt})` })
    .where(eq(conversations.id, conversationId));
  return message;
}
