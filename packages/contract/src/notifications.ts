/**
 * The texts of in-app notifications, by the message key the server stores with each notification and the
 * parameters it stores beside it (`{booking}` is a booking code, `{record}` a time-record number). The server
 * may only write a key listed here (`NotificationMessageKey`), so every notification has a text in en and de.
 */
export const NOTIFICATION_MESSAGES = {
  'notifications.bookingApprovalRequested': {
    en: 'Booking {booking} awaits your approval',
    de: 'Buchung {booking} wartet auf Ihre Freigabe',
  },
  'notifications.bookingAcceptRequested': {
    en: 'Please accept booking {booking}',
    de: 'Bitte bestätigen Sie die Buchung {booking}',
  },
  'notifications.bookingApproved': { en: 'Booking {booking} was approved', de: 'Buchung {booking} wurde freigegeben' },
  'notifications.bookingDeclinedByApprover': {
    en: 'Booking {booking} was declined',
    de: 'Buchung {booking} wurde abgelehnt',
  },
  'notifications.bookingDeclinedByFreelancer': {
    en: 'The freelancer declined booking {booking}',
    de: 'Der Freelancer hat die Buchung {booking} abgelehnt',
  },
  'notifications.bookingAccepted': { en: 'Booking {booking} was accepted', de: 'Buchung {booking} wurde angenommen' },
  'notifications.bookingClosed': { en: 'Booking {booking} was closed', de: 'Buchung {booking} wurde abgeschlossen' },
  'notifications.bookingCancelled': { en: 'Booking {booking} was cancelled', de: 'Buchung {booking} wurde storniert' },
  'notifications.bookingExtended': { en: 'Booking {booking} was extended', de: 'Buchung {booking} wurde verlängert' },
  'notifications.timeRecordSubmitted': {
    en: 'New time recorded on booking {booking}',
    de: 'Neue Zeiterfassung zur Buchung {booking}',
  },
  'notifications.timeRecordReviewRequested': {
    en: 'Time record {record} awaits your review',
    de: 'Zeiteintrag {record} wartet auf Ihre Prüfung',
  },
  'notifications.timeRecordApproved': {
    en: 'Time record {record} was approved',
    de: 'Zeiteintrag {record} wurde freigegeben',
  },
  'notifications.timeRecordDeclined': {
    en: 'Time record {record} was declined, please correct it',
    de: 'Zeiteintrag {record} wurde abgelehnt, bitte korrigieren Sie ihn',
  },
  'notifications.timeRecordAwaitsFinance': {
    en: 'A time record on booking {booking} awaits finance',
    de: 'Ein Zeiteintrag zur Buchung {booking} wartet auf die Finanzprüfung',
  },
  'notifications.timeRecordFinanceReviewRequested': {
    en: 'Time record {record} awaits finance review',
    de: 'Zeiteintrag {record} wartet auf die Prüfung durch die Finanzabteilung',
  },
  'notifications.timeRecordFinanceApproved': {
    en: 'Time record {record} was approved by finance',
    de: 'Zeiteintrag {record} wurde von der Finanzabteilung freigegeben',
  },
  'notifications.timeRecordFinanceRejected': {
    en: 'Time record {record} was rejected by finance, please correct it',
    de: 'Zeiteintrag {record} wurde von der Finanzabteilung zurückgewiesen, bitte korrigieren Sie ihn',
  },
  'notifications.timeRecordCancelled': {
    en: 'Time record {record} was cancelled',
    de: 'Zeiteintrag {record} wurde storniert',
  },
  'notifications.flatRatePaymentAwaitsFinance': {
    en: 'A payment on booking {booking} awaits finance',
    de: 'Eine Zahlung zur Buchung {booking} wartet auf die Finanzprüfung',
  },
  'notifications.flatRatePaymentReviewRequested': {
    en: 'A flat-rate payment on booking {booking} awaits finance review',
    de: 'Eine Pauschalzahlung zur Buchung {booking} wartet auf die Prüfung durch die Finanzabteilung',
  },
  'notifications.flatRatePaymentApproved': {
    en: 'The flat-rate payment on booking {booking} was approved',
    de: 'Die Pauschalzahlung zur Buchung {booking} wurde freigegeben',
  },
  'notifications.flatRatePaymentRejected': {
    en: 'The flat-rate payment on booking {booking} was rejected, please correct it',
    de: 'Die Pauschalzahlung zur Buchung {booking} wurde zurückgewiesen, bitte korrigieren Sie sie',
  },
  'notifications.flatRatePaymentDeleted': {
    en: 'The flat-rate payment on booking {booking} was cancelled',
    de: 'Die Pauschalzahlung zur Buchung {booking} wurde storniert',
  },
  'notifications.creditNoteIssued': {
    en: 'A credit note was issued to you',
    de: 'Für Sie wurde eine Gutschrift ausgestellt',
  },
  'notifications.creditNoteCancelled': {
    en: 'A credit note to you was cancelled',
    de: 'Eine Gutschrift an Sie wurde storniert',
  },
  'notifications.budgetThresholdReached': {
    en: 'The budget of {agency} for {year} has reached a threshold',
    de: 'Das Budget von {agency} für {year} hat eine Schwelle erreicht',
  },
  'notifications.budgetIncreased': {
    en: 'The budget of {agency} for {year} was increased',
    de: 'Das Budget von {agency} für {year} wurde erhöht',
  },
  'notifications.financialYearClosing': {
    en: 'The financial year {year} of {agency} is being closed',
    de: 'Das Geschäftsjahr {year} von {agency} wird abgeschlossen',
  },
  'notifications.budgetThresholdCrossed': {
    en: '{agency} has used {percent} % of its budget for {year}',
    de: '{agency} hat {percent} % des Budgets für {year} erreicht',
  },
  'notifications.completeProfile': {
    en: 'Please complete your profile',
    de: 'Bitte vervollständigen Sie Ihr Profil',
  },
  'notifications.welcome': { en: 'Welcome to the marketplace!', de: 'Willkommen auf dem Marktplatz!' },
  'notifications.userRegistered': {
    en: 'A new user has registered',
    de: 'Ein neuer Benutzer hat sich registriert',
  },
  'notifications.agencyOnboardingPending': {
    en: 'An agency is waiting to be onboarded',
    de: 'Eine Agentur wartet auf das Onboarding',
  },
} as const satisfies Record<string, { en: string; de: string }>;

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;
