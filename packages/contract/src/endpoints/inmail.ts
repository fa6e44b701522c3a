import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { keywordQuery } from '../schemas/common.ts';
import {
  conversationMessagesInput,
  conversationOutput,
  messageOutput,
  messageSendInput,
  messengerUserOutput,
} from '../schemas/inmail.ts';

/** In-app messaging (docs/product.md §10.6). */

export const conversationsList = defineEndpoint({
  method: 'GET',
  base: 'inmail',
  path: 'conversation/user_list',
  summary: 'The signed-in user’s conversations, latest first',
  roles: ROLES,
  output: z.array(conversationOutput),
  errorKey: 'catalogue.errorLoadingConversation',
});

export const conversationMessagesList = defineEndpoint({
  method: 'POST',
  base: 'inmail',
  path: 'conversation/messages',
  summary: 'A page of a conversation’s messages, newest first; marks them read',
  roles: ROLES,
  body: conversationMessagesInput,
  output: listPage(messageOutput),
  errorKey: 'catalogue.errorLoadingMessages',
});

export const messageSend = defineEndpoint({
  method: 'POST',
  base: 'inmail',
  path: 'send/message',
  summary: 'Send a message to a user (receiver_id) or into a conversation (conversation_id)',
  roles: ROLES,
  body: messageSendInput,
  output: messageOutput,
  errorKey: 'catalogue.errorSendingMessage',
});

export const messengerUsersSearch = defineEndpoint({
  method: 'GET',
  base: 'inmail',
  path: 'users/search',
  summary: 'Users the caller may write to (at most 50)',
  roles: ROLES,
  query: keywordQuery,
  output: z.array(messengerUserOutput),
  errorKey: 'catalogue.errorSearchingUsers',
});
