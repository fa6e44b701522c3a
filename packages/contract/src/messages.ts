import type { Language } from './enums.ts';

type Text = { en: string; de: string };

/**
 * Messages the server sends and the web app shows, keyed by a stable code (DESIGN §5: every message exists in
 * en and de). `{name}` placeholders are filled by `translate`. The server puts the key in `code` and the
 * translated text in `message`; the web app can re-translate by key after a language switch.
 */
export const API_MESSAGES = {
  'error.unknown': { en: 'Some error occurred, please try again.', de: 'Es ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.' },
  'error.validation': { en: 'Please check your input.', de: 'Bitte überprüfen Sie Ihre Eingaben.' },
  'error.unauthenticated': { en: 'Please sign in again.', de: 'Bitte melden Sie sich erneut an.' },
  'error.forbidden': { en: 'Sorry, you are not allowed to do this action', de: 'Sie sind leider nicht berechtigt, diese Aktion auszuführen' },
  'error.notFound': { en: 'Not found.', de: 'Nicht gefunden.' },
  'error.conflict': { en: 'This action is not possible in the current status.', de: 'Diese Aktion ist im aktuellen Status nicht möglich.' },
  'error.rateLimited': { en: 'Too many requests, please wait a moment.', de: 'Zu viele Anfragen, bitte warten Sie einen Moment.' },
  'error.payloadTooLarge': { en: 'The file is too large.', de: 'Die Datei ist zu groß.' },
  'error.unsupportedMediaType': { en: 'This file type is not supported.', de: 'Dieser Dateityp wird nicht unterstützt.' },
  'error.uninvited': { en: 'You have not been invited. Please contact support.', de: 'Sie wurden nicht eingeladen. Bitte wenden Sie sich an den Support.' },
  'error.realmMismatch': { en: 'The token does not belong to this realm.', de: 'Das Token gehört nicht zu diesem Bereich.' },
  'error.groupNotMember': { en: 'You are not a member of this agency.', de: 'Sie sind kein Mitglied dieser Agentur.' },
  'error.groupRequired': { en: 'Please choose an agency first.', de: 'Bitte wählen Sie zuerst eine Agentur aus.' },
  'error.invalidToken': { en: 'Invalid token', de: 'Ungültiges Token' },
  'error.sessionExpired': { en: 'Session expired!', de: 'Sitzung abgelaufen!' },
  'error.loginFailed': { en: 'Login failed', de: 'Anmeldung fehlgeschlagen' },
} as const satisfies Record<string, Text>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

export function translate(texts: Record<string, Text>, key: string, language: Language, params: Record<string, string | number> = {}): string {
  const text = texts[key]?.[language] ?? texts[key]?.en ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
