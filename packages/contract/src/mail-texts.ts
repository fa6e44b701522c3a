import type { Language } from './enums.ts';
import { type Text, translate } from './messages.ts';

/**
 * Every e-mail the product sends, in both languages: subjects and bodies with `{name}` placeholders, filled by
 * `mailText`. A notice mail's subject is the text of its in-app notification (notifications.ts), passed in as
 * `{subject}`. Only the server reads these texts; the web app never imports them.
 */
export const MAIL_TEXTS = {
  'mail.bookingNoticeBody': {
    en: '{subject}.\n\n{title} ({start} – {end})\n\nOpen the booking: {link}',
    de: '{subject}.\n\n{title} ({start} – {end})\n\nBuchung öffnen: {link}',
  },
  'mail.recordNoticeBody': {
    en: '{subject}.\n\nOpen it: {link}',
    de: '{subject}.\n\nÖffnen: {link}',
  },
  'mail.budgetNoticeBody': {
    en: '{subject}.\n\nSee the budget on the dashboard: {link}',
    de: '{subject}.\n\nDas Budget sehen Sie im Dashboard: {link}',
  },
  'mail.creditNoteIssuedSubject': { en: 'Your credit note {number}', de: 'Ihre Gutschrift {number}' },
  'mail.creditNoteIssuedBody': {
    en: 'Your credit note {number} for {gross} is attached.\n\n{link}',
    de: 'Ihre Gutschrift {number} über {gross} liegt bei.\n\n{link}',
  },
  'mail.creditNoteCancelledSubject': { en: 'Credit note {number} cancelled', de: 'Gutschrift {number} storniert' },
  'mail.creditNoteCancelledBody': {
    en: 'Credit note {number} was cancelled. Reason: {reason}\nThe cancellation document is attached.\n\n{link}',
    de: 'Die Gutschrift {number} wurde storniert. Grund: {reason}\nDie Stornorechnung liegt bei.\n\n{link}',
  },
  'mail.invitationSubject': {
    en: 'Your invitation to the freelancer marketplace',
    de: 'Ihre Einladung zum Freelancer-Marktplatz',
  },
  'mail.invitationBody': {
    en: 'Hello,\n\nyou have been invited to the freelancer marketplace.\nSet your password here (the link works once and for 7 days):\n{link}\n',
    de: 'Guten Tag,\n\nSie wurden zum Freelancer-Marktplatz eingeladen.\nLegen Sie hier Ihr Passwort fest (der Link gilt einmalig und 7 Tage lang):\n{link}\n',
  },
  'mail.invitationByAgencyBody': {
    en: 'Hello,\n\nyou have been invited to the freelancer marketplace by {agency}.\nSet your password here (the link works once and for 7 days):\n{link}\n',
    de: 'Guten Tag,\n\nSie wurden von {agency} zum Freelancer-Marktplatz eingeladen.\nLegen Sie hier Ihr Passwort fest (der Link gilt einmalig und 7 Tage lang):\n{link}\n',
  },
  'mail.passwordResetSubject': { en: 'Reset your password', de: 'Passwort zurücksetzen' },
  'mail.passwordResetBody': {
    en: 'Hello,\n\nset a new password here (the link works once and for one hour):\n{link}\n',
    de: 'Guten Tag,\n\nlegen Sie hier ein neues Passwort fest (der Link gilt einmalig und eine Stunde lang):\n{link}\n',
  },
} as const satisfies Record<string, Text>;

export type MailTextKey = keyof typeof MAIL_TEXTS;

/** The mail text of `key` in `language`, its placeholders filled from `params`. */
export function mailText(key: MailTextKey, language: Language, params: Record<string, string | number> = {}): string {
  return translate(MAIL_TEXTS, key, language, params);
}
