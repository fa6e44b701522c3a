import type { Language } from './enums.ts';

type Text = { en: string; de: string };

/**
 * Texts of the activity log's `summary`, in the reader's language. One convention for every action the server
 * logs: an action is `<entity prefix><verb>`, the prefix being the entity in upper case with `_`
 * (`BOOKING_`, `TIME_RECORD_`, `FLAT_RATE_PAYMENT_`, `CREDIT_NOTE_`, `PROJECT_`) or in lower case with `.`
 * (`agency.`, `user.`, …). The summary is "<entity> <reference>: <verb>", plus "(before → after)" when the
 * status changed. An entity or verb without a text here shows its code, never an empty summary.
 */
export const ACTIVITY_ENTITY_TEXTS = {
  agency: { en: 'Agency', de: 'Agentur' },
  agency_group: { en: 'Agency group', de: 'Agenturgruppe' },
  agency_user_replacement: { en: 'Replacement', de: 'Vertretung' },
  booking: { en: 'Booking', de: 'Buchung' },
  budget_notification_member: { en: 'Budget notification', de: 'Budget-Benachrichtigung' },
  client: { en: 'Client', de: 'Kunde' },
  credit_note: { en: 'Credit note', de: 'Gutschrift' },
  flat_rate_payment: { en: 'Flat-rate payment', de: 'Pauschalzahlung' },
  freelancer: { en: 'Freelancer', de: 'Freelancer' },
  invitation: { en: 'Invitation', de: 'Einladung' },
  project: { en: 'Project', de: 'Projekt' },
  time_record: { en: 'Time record', de: 'Zeiteintrag' },
  user: { en: 'User', de: 'Benutzer' },
} as const satisfies Record<string, Text>;

/** Verbs by the action without its entity prefix (upper-case verbs from status changes, lower-case from dotted actions). */
export const ACTIVITY_VERB_TEXTS = {
  CREATED: { en: 'created', de: 'erstellt' },
  UPDATED: { en: 'updated', de: 'geändert' },
  STATUS_UPDATED: { en: 'status changed', de: 'Status geändert' },
  EXTENDED: { en: 'extended', de: 'verlängert' },
  APPROVED: { en: 'approved', de: 'freigegeben' },
  DECLINED: { en: 'declined', de: 'abgelehnt' },
  ACCEPTED: { en: 'accepted', de: 'angenommen' },
  CANCELLED: { en: 'cancelled', de: 'storniert' },
  CLOSED: { en: 'closed', de: 'abgeschlossen' },
  DELETED: { en: 'deleted', de: 'gelöscht' },
  ISSUED: { en: 'issued', de: 'ausgestellt' },
  PENDING: { en: 'submitted', de: 'eingereicht' },
  FINANCE_PENDING: { en: 'submitted to finance', de: 'an die Finanzabteilung übergeben' },
  FINANCE_APPROVED: { en: 'approved by finance', de: 'von der Finanzabteilung freigegeben' },
  FINANCE_REJECTED: { en: 'rejected by finance', de: 'von der Finanzabteilung zurückgewiesen' },
  create: { en: 'created', de: 'erstellt' },
  update: { en: 'updated', de: 'geändert' },
  delete: { en: 'deleted', de: 'gelöscht' },
  onboard: { en: 'onboarded', de: 'aufgenommen' },
  'profile-update': { en: 'profile updated', de: 'Profil geändert' },
  deactivate: { en: 'deactivated', de: 'deaktiviert' },
  reactivate: { en: 'reactivated', de: 'reaktiviert' },
  'booking-freeze': { en: 'bookings frozen', de: 'Buchungen gesperrt' },
  'booking-unfreeze': { en: 'bookings unfrozen', de: 'Buchungen freigegeben' },
  'notification-member-add': { en: 'budget notification member added', de: 'Budget-Empfänger hinzugefügt' },
  'notification-member-remove': { en: 'budget notification member removed', de: 'Budget-Empfänger entfernt' },
  'assign-cfo': { en: 'CFO assigned', de: 'CFO zugewiesen' },
  'unassign-cfo': { en: 'CFO removed', de: 'CFO entfernt' },
  invite: { en: 'invited', de: 'eingeladen' },
  register: { en: 'registered', de: 'registriert' },
  'list-download': { en: 'user list downloaded', de: 'Benutzerliste heruntergeladen' },
  'password-reset': { en: 'password reset requested', de: 'Passwort-Zurücksetzung angefordert' },
  replace: { en: 'replacement set', de: 'Vertretung eingetragen' },
  'replace-end': { en: 'replacement ended', de: 'Vertretung beendet' },
  'role-switch': { en: 'role changed', de: 'Rolle geändert' },
  'delete-account': { en: 'account deleted', de: 'Konto gelöscht' },
} as const satisfies Record<string, Text>;

/** The verb of an action: the action without its entity prefix (see ACTIVITY_VERB_TEXTS). */
export function activityVerbOf(action: string): string {
  const dot = action.indexOf('.');
  if (dot >= 0) return action.slice(dot + 1);
  const prefix = ['TIME_RECORD_', 'FLAT_RATE_PAYMENT_', 'CREDIT_NOTE_', 'BOOKING_', 'PROJECT_'].find((candidate) =>
    action.startsWith(candidate),
  );
  return prefix ? action.slice(prefix.length) : action;
}

/** The summary line of an activity entry in `language` (see the convention above). */
export function activitySummary(
  entry: {
    action: string;
    entityType: string;
    entityId: number | null;
    reference?: string | null;
    beforeStatus: string | null;
    afterStatus: string | null;
  },
  language: Language,
): string {
  const entity = (ACTIVITY_ENTITY_TEXTS as Record<string, Text>)[entry.entityType]?.[language] ?? entry.entityType;
  const verb = activityVerbOf(entry.action);
  const verbText = (ACTIVITY_VERB_TEXTS as Record<string, Text>)[verb]?.[language] ?? verb;
  const reference = entry.reference ?? (entry.entityId === null ? null : `#${entry.entityId}`);
  const change =
    entry.afterStatus && entry.beforeStatus !== entry.afterStatus
      ? ` (${entry.beforeStatus ? `${entry.beforeStatus} → ` : ''}${entry.afterStatus})`
      : '';
  return `${entity}${reference ? ` ${reference}` : ''}: ${verbText}${change}`;
}
