import type { Language } from './enums.ts';

type Text = { en: string; de: string };

/**
 * Texts of the activity log's `summary`, in the reader's language, and the one convention of its actions: an
 * action is its entity type in upper case followed by a verb in the past tense (`BOOKING_APPROVED`,
 * `AGENCY_GROUP_CFO_ASSIGNED`, `USER_ROLE_CHANGED`). `ActivityEntry` holds the server to it when it logs, and the
 * summary is "<entity> <reference>: <verb>", plus "(before → after)" when the status changed.
 */
export const ACTIVITY_ENTITY_TEXTS = {
  agency: { en: 'Agency', de: 'Agentur' },
  agency_budget: { en: 'Budget', de: 'Budget' },
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
  report: { en: 'Report', de: 'Bericht' },
  time_record: { en: 'Time record', de: 'Zeiteintrag' },
  user: { en: 'User', de: 'Benutzer' },
} as const satisfies Record<string, Text>;
export type ActivityEntityType = keyof typeof ACTIVITY_ENTITY_TEXTS;

/** Verbs by the action without its entity prefix; a status change's verb is the status it reached. */
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
  REOPENED: { en: 'reopened after the credit note was cancelled', de: 'nach Storno der Gutschrift wieder geöffnet' },
  PENDING: { en: 'submitted', de: 'eingereicht' },
  RESUBMITTED: { en: 'corrected and resubmitted', de: 'korrigiert und erneut eingereicht' },
  FINANCE_PENDING: { en: 'submitted to finance', de: 'an die Finanzabteilung übergeben' },
  FINANCE_APPROVED: { en: 'approved by finance', de: 'von der Finanzabteilung freigegeben' },
  FINANCE_REJECTED: { en: 'rejected by finance', de: 'von der Finanzabteilung zurückgewiesen' },
  DATEV_EXPORTED: { en: 'exported to DATEV', de: 'nach DATEV exportiert' },
  SEPA_EXPORTED: { en: 'exported as a SEPA transfer', de: 'als SEPA-Überweisung exportiert' },
  ONBOARDED: { en: 'onboarded', de: 'aufgenommen' },
  PROFILE_UPDATED: { en: 'profile updated', de: 'Profil geändert' },
  DEACTIVATED: { en: 'deactivated', de: 'deaktiviert' },
  REACTIVATED: { en: 'reactivated', de: 'reaktiviert' },
  BOOKINGS_FROZEN: { en: 'bookings frozen', de: 'Buchungen gesperrt' },
  BOOKINGS_UNFROZEN: { en: 'bookings unfrozen', de: 'Buchungen freigegeben' },
  FREELANCER_FEE_UPDATED: { en: 'freelancer fee changed', de: 'Freelancer-Gebühr geändert' },
  INCREASED: { en: 'increased', de: 'erhöht' },
  YEAR_CLOSED: { en: 'financial year closed', de: 'Geschäftsjahr abgeschlossen' },
  ADDED: { en: 'added', de: 'hinzugefügt' },
  REMOVED: { en: 'removed', de: 'entfernt' },
  CFO_ASSIGNED: { en: 'CFO assigned', de: 'CFO zugewiesen' },
  CFO_REMOVED: { en: 'CFO removed', de: 'CFO entfernt' },
  SENT: { en: 'sent', de: 'versendet' },
  ENDED: { en: 'ended', de: 'beendet' },
  PASSWORD_RESET: { en: 'password reset', de: 'Passwort zurückgesetzt' },
  LIST_DOWNLOADED: { en: 'user list downloaded', de: 'Benutzerliste heruntergeladen' },
  ROLE_CHANGED: { en: 'role changed', de: 'Rolle geändert' },
  ACCOUNT_DELETED: { en: 'account deleted', de: 'Konto gelöscht' },
} as const satisfies Record<string, Text>;
export type ActivityVerb = keyof typeof ACTIVITY_VERB_TEXTS;

/** An action of the entity type `E`: its type in upper case, then a verb (see the convention above). */
export type ActivityActionOf<E extends ActivityEntityType> = `${Uppercase<E>}_${ActivityVerb}`;

/** The verb of an action: the action without its entity type's prefix. */
export function activityVerbOf(action: string, entityType: string): string {
  const prefix = `${entityType.toUpperCase()}_`;
  return action.startsWith(prefix) ? action.slice(prefix.length) : action;
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
  const verb = activityVerbOf(entry.action, entry.entityType);
  const verbText = (ACTIVITY_VERB_TEXTS as Record<string, Text>)[verb]?.[language] ?? verb;
  const reference = entry.reference ?? (entry.entityId === null ? null : `#${entry.entityId}`);
  const change =
    entry.afterStatus && entry.beforeStatus !== entry.afterStatus
      ? ` (${entry.beforeStatus ? `${entry.beforeStatus} → ` : ''}${entry.afterStatus})`
      : '';
  return `${entity}${reference ? ` ${reference}` : ''}: ${verbText}${change}`;
}
