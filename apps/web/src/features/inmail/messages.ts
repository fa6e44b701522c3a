import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the inmail view and the chat detail dialog (namespace `inmail`). */
export const INMAIL_MESSAGES = {
  en: {
    title: 'Messages',
    close: 'Close messages',
    back: 'Back to the conversations',
    conversations: 'Conversations',
    noConversations: 'No conversations yet',
    noConversationsText: 'Search for a person above to write the first message.',
    noMessagesYet: 'No messages yet',
    unreadCount_one: '{{count}} unread message',
    unreadCount_other: '{{count}} unread messages',
    search: {
      label: 'Start a conversation',
      placeholder: 'Search by name or e-mail',
      noResults: 'Nobody found',
      loading: 'Searching …',
    },
    chat: {
      thread: 'Messages with {{name}}',
      composer: 'Message to {{name}}',
      hint: 'Enter sends, Shift+Enter starts a new line.',
      send: 'Send message',
      sendFailed: 'The message could not be sent.',
      loadOlder: 'Load older messages',
      loadingOlder: 'Loading older messages …',
      new: 'New',
      you: 'You',
      sentAt: 'Sent at {{time}}',
      receivedAt: 'Received at {{time}}',
      close: 'Close the conversation',
    },
  },
  de: {
    title: 'Nachrichten',
    close: 'Nachrichten schließen',
    back: 'Zurück zu den Unterhaltungen',
    conversations: 'Unterhaltungen',
    noConversations: 'Noch keine Unterhaltungen',
    noConversationsText: 'Suchen Sie oben nach einer Person, um die erste Nachricht zu schreiben.',
    noMessagesYet: 'Noch keine Nachrichten',
    unreadCount_one: '{{count}} ungelesene Nachricht',
    unreadCount_other: '{{count}} ungelesene Nachrichten',
    search: {
      label: 'Unterhaltung beginnen',
      placeholder: 'Nach Name oder E-Mail suchen',
      noResults: 'Niemand gefunden',
      loading: 'Suche läuft …',
    },
    chat: {
      thread: 'Nachrichten mit {{name}}',
      composer: 'Nachricht an {{name}}',
      hint: 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.',
      send: 'Nachricht senden',
      sendFailed: 'Die Nachricht konnte nicht gesendet werden.',
      loadOlder: 'Ältere Nachrichten laden',
      loadingOlder: 'Ältere Nachrichten werden geladen …',
      new: 'Neu',
      you: 'Sie',
      sentAt: 'Gesendet um {{time}}',
      receivedAt: 'Empfangen um {{time}}',
      close: 'Unterhaltung schließen',
    },
  },
};

registerMessages('inmail', INMAIL_MESSAGES);
