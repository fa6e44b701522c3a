import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the notifications dialog (namespace `notifications`). */
export const NOTIFICATION_MESSAGES = {
  en: {
    title: 'Notifications',
    close: 'Close notifications',
    tabs: { to_do: 'To do', info: 'Info' },
    tabWithCount: '{{label}} ({{count}})',
    listLabel: { to_do: 'To-dos', info: 'Information' },
    unread: 'Unread',
    from: 'From {{name}}',
    open: 'Open',
    deleteLabel: 'Delete notification: {{title}}',
    deleteAll: 'Delete all',
    deleteAllTitle: { to_do: 'Delete all to-dos?', info: 'Delete all information?' },
    deleteAllText: 'They are removed from your list for good.',
    deleteAllConfirm: 'Delete',
    empty: { to_do: 'Nothing to do right now.', info: 'No information for you.' },
    emptyText: 'New entries appear here as soon as they arrive.',
  },
  de: {
    title: 'Benachrichtigungen',
    close: 'Benachrichtigungen schließen',
    tabs: { to_do: 'Zu erledigen', info: 'Info' },
    tabWithCount: '{{label}} ({{count}})',
    listLabel: { to_do: 'Aufgaben', info: 'Informationen' },
    unread: 'Ungelesen',
    from: 'Von {{name}}',
    open: 'Öffnen',
    deleteLabel: 'Benachrichtigung löschen: {{title}}',
    deleteAll: 'Alle löschen',
    deleteAllTitle: { to_do: 'Alle Aufgaben löschen?', info: 'Alle Informationen löschen?' },
    deleteAllText: 'Sie werden endgültig aus Ihrer Liste entfernt.',
    deleteAllConfirm: 'Löschen',
    empty: { to_do: 'Derzeit gibt es nichts zu erledigen.', info: 'Keine Informationen für Sie.' },
    emptyText: 'Neue Einträge erscheinen hier, sobald sie eintreffen.',
  },
};

registerMessages('notifications', NOTIFICATION_MESSAGES);
