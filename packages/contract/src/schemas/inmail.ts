import { z } from 'zod';
import { CHAT_MESSAGES_PAGE_SIZE, PAGE_SIZE_MAX } from '../constants.ts';
import { roleSchema } from '../enums.ts';
import { entityId, idField, personRef, timestampOutput } from './common.ts';
import { requiredText, TEXT_MAX } from './validation.ts';

/** In-app messaging (inmail). */

export const messengerUserOutput = personRef
  .extend({ email: z.string(), role: roleSchema, image_url: z.string().nullable(), agency_name: z.string().nullable() })
  .describe('A user one can write to');

export const messageOutput = z
  .object({
    id: entityId,
    conversation_id: entityId,
    sender_id: entityId,
    receiver_id: entityId,
    message: z.string(),
    is_read: z.boolean(),
    created_at: timestampOutput,
    created_date: z.string().describe('YYYY-MM-DD, for grouping by day'),
    created_time: z.string().describe('HH:mm, 24 h'),
  })
  .describe('A chat message');
export type Message = z.infer<typeof messageOutput>;

export const conversationOutput = z
  .object({
    conversation_id: entityId,
    user: messengerUserOutput.describe('The other participant'),
    last_message: z.string().nullable(),
    last_message_at: timestampOutput.nullable(),
    unread_count: z.number().int().nonnegative(),
  })
  .describe('A conversation of the signed-in user');
export type Conversation = z.infer<typeof conversationOutput>;

export const conversationMessagesInput = z
  .object({
    conversation_id: idField,
    page: z.number().int().min(1).default(1),
    items: z.number().int().min(1).max(PAGE_SIZE_MAX).default(CHAT_MESSAGES_PAGE_SIZE),
  })
  .describe('A page of a conversation, newest first');

export const messageSendInput = z
  .object({
    message: requiredText(TEXT_MAX.message),
    receiver_id: idField.optional().describe('User to write to (starts or continues the conversation)'),
    conversation_id: idField.optional(),
  })
  .refine((value) => value.receiver_id !== undefined || value.conversation_id !== undefined, {
    error: 'validation.required',
    path: ['receiver_id'],
  })
  .describe('A message to a user or into a conversation');
