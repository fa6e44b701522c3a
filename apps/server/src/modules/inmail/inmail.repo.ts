import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rowsOf } from '../../db/factories/sequence.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { countUpToCap } from '../../db/list-query.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { agencies, agencyUsers, users, usersFullName } from '../../db/schema/identity.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/messaging.ts';

/**
 * The user's agency, by name. The subquery is an SQL of its own inside the field: in a select of the users table
 * alone, drizzle writes a field's columns without their table, and here the user's "id" would then name the
 * agency's (every person found showed the agency whose id equalled a member's).
 */
const agencyName = sql<string | null>`${sql`(select min(${agencies.name}) from ${agencyUsers}
  join ${agencies} on ${agencies.id} = ${agencyUsers.agencyId} where ${agencyUsers.userId} = ${users.id})`}`;

/** A user as the messenger shows them (messengerUserOutput). */
export const messengerUserColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
  image_url: users.profileImage,
  agency_name: agencyName,
};

export type MessengerUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: (typeof users.$inferSelect)['role'];
  image_url: string | null;
  agency_name: string | null;
};

/**
 * Above this many rows read to list a caller's candidates (a freelancer booked twice counted twice), a search walks
 * the users in name order instead, and writableBy decides on each.
 */
const MANY_CANDIDATES = 1000;

/**
 * The candidates (reachableCandidates' parts) as one set for searchUsers to read first, or null where listing them
 * costs more than walking the users in name order: reading first the 17 000 freelancers the big agency booked at
 * 10x, the planner compared each user it walked with all of them (42 ms), and the walk alone finds its 50 in 4.4 ms
 * (with "müller" 13.8 -> 6.7 ms). Counting up to the cap reads at most that many index entries (0.2 ms).
 */
export async function candidatesToRead(db: DbOrTx, parts: SQL[] | null, cap = MANY_CANDIDATES) {
  if (!parts) return null;
  const counted = await db.execute(
    sql`select count(*)::int as rows from (${sql.join(parts, sql` union all `)} limit ${cap + 1}) listed`,
  );
  return firstRow(rowsOf<{ rows: number }>(counted)).rows <= cap ? sql.join(parts, sql` union `) : null;
}

/**
 * Users matching `keyword` among those `writable` allows, by name. The keyword is looked for in the full name
 * ("first last", which holds either name) and the e-mail, each read through its trigram index. `candidates`
 * (candidatesToRead) narrows the users read first, where the caller reaches few.
 */
export function searchUsers(
  db: DbOrTx,
  writable: SQL,
  candidates: SQL | null,
  keyword: string | undefined,
  limit: number,
) {
  const pattern = keyword ? likePattern(keyword) : null;
  return db
    .select(messengerUserColumns)
    .from(users)
    .where(
      and(
        candidates ? sql`${users.id} in (${candidates})` : undefined,
        writable,
        pattern ? or(ilike(usersFullName, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

/** The user `userId` if it exists, and whether `writable` allows writing to them. */
export async function findReceiver(db: DbOrTx, userId: number, writable: SQL) {
  const [row] = await db
    .select({ id: users.id, isActive: users.isActive, mayWrite: sql<boolean>`${writable}` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A conversation of `userId` (null when it is not theirs) with the other participant's id. */
export async function findConversationOf(db: DbOrTx, conversationId: number, userId: number) {
  const [row] = await db
    .select({ id: conversations.id, userAId: conversations.userAId, userBId: conversations.userBId })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { id: row.id, otherId: row.userAId === userId ? row.userBId : row.userAId };
}

/** The conversation of two users, created with both participants when missing (safe under concurrent sends). */
export async function findOrCreateConversation(db: DbOrTx, first: number, second: number) {
  const [userAId, userBId] = first < second ? [first, second] : [second, first];
  await db.insert(conversations).values({ userAId, userBId }).onConflictDoNothing();
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)));
  if (!conversation) throw new Error('conversation vanished');
  await db
    .insert(conversationParticipants)
    .values([
      { conversationId: conversation.id, userId: userAId },
      { conversationId: conversation.id, userId: userBId },
    ])
    .onConflictDoNothing();
  return conversation.id;
}

export async function insertMessage(
  db: DbOrTx,
  values: { conversationId: number; senderId: number; receiverId: number; message: string },
) {
  const [message] = await db.insert(messages).values(values).returning();
  if (!message) throw new Error('message not stored');
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt})` })
    .where(eq(conversations.id, values.conversationId));
  return message;
}

const receiverRead = alias(conversationParticipants, 'receiver_read');

/** Message columns with is_read: read once the receiver's last read reaches it. */
const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  message: messages.message,
  createdAt: messages.createdAt,
  isRead: sql<boolean>`coalesce(${receiverRead.lastReadAt} >= ${messages.createdAt}, false)`,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
  message: string;
  createdAt: Date;
  isRead: boolean;
};

function selectMessages(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(
      receiverRead,
      and(eq(receiverRead.conversationId, messages.conversationId), eq(receiverRead.userId, messages.receiverId)),
    );
}

export async function findMessage(db: DbOrTx, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, messageId)).limit(1);
  return row;
}

/** A page of a conversation's messages, newest first, prepared once (preparedOnce) as the conversations are. */
const MESSAGES_PAGE = preparedOnce((db) =>
  selectMessages(db)
    .where(eq(messages.conversationId, sql.placeholder('conversation_id')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('items'))
    .offset(sql.placeholder('offset')),
);

export async function listMessages(db: DbOrTx, conversationId: number, page: number, items: number) {
  const [rows, total] = await Promise.all([
    MESSAGES_PAGE(db, { conversation_id: conversationId, items, offset: (page - 1) * items }),
    countUpToCap(db, messages, eq(messages.conversationId, conversationId)),
  ]);
  return { rows, total };
}

/**
 * Marks the conversation read for `userId` up to its newest message visible now (a message committed later
 * stays unread). Returns true when the last read moved.
 */
export async function markConversationRead(db: DbOrTx, conversationId: number, userId: number) {
  const newest = sql`(select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversationId} and ${messages.receiverId} = ${userId})`;
  const updated = await db
    .update(conversationParticipants)
    .set({ lastReadAt: sql`${newest}` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        sql`${newest} is not null`,
        sql`(${conversationParticipants.lastReadAt} is null or ${conversationParticipants.lastReadAt} < ${newest})`,
      ),
    )
    .returning({ conversationId: conversationParticipants.conversationId });
  return updated.length > 0;
}

const other = alias(users, 'other_user');
const mine = alias(conversationParticipants, 'mine');

/**
 * The conversations of the user (placeholder `user_id`), latest first, with the other person, the last message and the
 * unread count. Written once and prepared (preparedOnce): built and mapped by drizzle on every call, the list spent
 * more CPU there than anywhere else.
 */
const CONVERSATIONS = preparedOnce((db) => {
  const userId = sql.placeholder('user_id');
  const otherAgencyName = sql<string | null>`(select min(${agencies.name}) from ${agencyUsers}
    join ${agencies} on ${agencies.id} = ${agencyUsers.agencyId} where ${agencyUsers.userId} = ${other.id})`;
  return db
    .select({
      conversation_id: conversations.id,
      user: {
        id: other.id,
        first_name: other.firstName,
        last_name: other.lastName,
        email: other.email,
        role: other.role,
        image_url: other.profileImage,
        agency_name: otherAgencyName,
      },
      last_message: sql<string | null>`(select ${messages.message} from ${messages}
        where ${messages.conversationId} = ${conversations.id}
        order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`,
      last_message_at: conversations.lastMessageAt,
      unread_count: sql<number>`(select count(*)::int from ${messages}
        where ${messages.conversationId} = ${conversations.id} and ${messages.receiverId} = ${userId}
          and (${mine.lastReadAt} is null or ${messages.createdAt} > ${mine.lastReadAt}))`,
    })
    .from(conversations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.userAId} = ${userId} then ${conversations.userBId} else ${conversations.userAId} end`,
    )
    .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, userId)))
    .where(or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id));
});

/** The conversations of `userId`, latest first, with the other person, the last message and the unread count. */
export const listConversations = (db: DbOrTx, userId: number) => CONVERSATIONS(db, { user_id: userId });
