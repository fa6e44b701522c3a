import * as endpoints from '@fm/contract/endpoints/inmail';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { listConversationMessages, listConversations, searchMessengerUsers, sendMessage } from './inmail.service.ts';

export function registerInmailRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  registerEndpoint(app, endpoints.conversationsList, authenticate, ({ auth }) => listConversations(db, auth));
  registerEndpoint(app, endpoints.conversationMessagesList, authenticate, ({ auth, body }) =>
    listConversationMessages(db, auth, body),
  );
  registerEndpoint(app, endpoints.messageSend, authenticate, ({ auth, body }) => sendMessage(db, auth, body));
  registerEndpoint(app, endpoints.messengerUsersSearch, authenticate, ({ auth, query }) =>
    searchMessengerUsers(db, auth, query.keyword),
  );
}
