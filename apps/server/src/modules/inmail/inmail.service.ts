import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { berlinDateOf } from '@fm/contract/dates';
import type { conversationMessagesInput, Message, messageSendInput } from '@fm/contract/schemas/inmail';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { publishLive } from '../../platform/live.ts';
import { pageOf } from '../../platform/paging.ts';
import * as repo from './inmail.repo.ts';
import { reachableCandidates, writableBy } from './who-may-write.ts';

const berlinTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored message as the contract shows it: the text exactly as stored (the web app shows it as text). */
export function toMessage(row: repo.MessageRow): Message {
  const createdAt = new Date(row.createdAt);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    message: row.message,
    is_read: Boolean(row.isRead),
    created_at: createdAt.toISOString(),
    created_date: berlinDateOf(createdAt),
    created_time: berlinTime.format(createdAt),
  };
}

export async function listConversations(db: Db, auth: RequestAuth) {
  const rows = await repo.listConversations(db, auth.userId);
  return rows.map((row) => ({
    ...row,
    last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
  }));
}

/** A page of one of the caller's conversations, newest first; reading it marks the conversation read. */
export async function listConversationMessages(
  db: Db,
  auth: RequestAuth,
  input: z.infer<typeof conversationMessagesInput>,
) {
  const conversation = await repo.findConversationOf(db, input.conversation_id, auth.userId);
  if (!conversation) throw notFound();
  await db.transaction(async (tx) => {
    if (await repo.markConversationRead(tx, conversation.id, auth.userId)) {
      await publishLive(tx, { kind: 'counts', userIds: [auth.userId] });
    }
  });
  const { rows, total } = await repo.listMessages(db, conversation.id, input.page, input.items);
  return pageOf(rows.map(toMessage), total, input);
}

/**
 * Sends a message to a user (receiver_id) or into one of the caller's conversations (conversation_id), if the
 * caller may write to that person (decision 017). The message is stored as sent; both parties' streams hear
 * of it after the commit.
 */
export async function sendMessage(db: Db, auth: RequestAuth, input: z.infer<typeof messageSendInput>) {
  const writable = writableBy(auth);
  let receiverId: number;
  if (input.conversation_id !== undefined) {
    const conversation = await repo.findConversationOf(db, input.conversation_id, auth.userId);
    if (!conversation) throw notFound();
    if (input.receiver_id !== undefined && input.receiver_id !== conversation.otherId) {
      throw new AppError(400, 'error.validation', { fieldErrors: { receiver_id: ['validation.invalidValue'] } });
    }
    receiverId = conversation.otherId;
  } else {
    receiverId = input.receiver_id as number;
  }
  const receiver = await repo.findReceiver(db, receiverId, writable);
  if (!receiver?.isActive || receiverId === auth.userId) {
    throw new AppError(404, 'rule.receiverUnknown', { fieldErrors: { receiver_id: ['rule.receiverUnknown'] } });
  }
  if (!receiver.mayWrite) {
    throw new AppError(403, 'rule.mayNotWriteTo', { fieldErrors: { receiver_id: ['rule.mayNotWriteTo'] } });
  }
  const stored = await db.transaction(async (tx) => {
    const conversationId = await repo.findOrCreateConversation(tx, auth.userId, receiverId);
    const message = await repo.insertMessage(tx, {
      conversationId,
      senderId: auth.userId,
      receiverId,
      message: input.message,
    });
    await publishLive(tx, { kind: 'message', userIds: [auth.userId, receiverId], messageId: message.id });
    return message;
  });
  return toMessage({ ...stored, isRead: false });
}

/** People the caller may write to, matching the keyword, at most 50. */
export async function searchMessengerUsers(db: DbOrTx, auth: RequestAuth, keyword: string | undefined) {
  const candidates = await repo.candidatesToRead(db, reachableCandidates(auth));
  return repo.searchUsers(db, writableBy(auth), candidates, keyword || undefined, SEARCH_LOOKUP_SIZE);
}
