import type { Language } from './enums.ts';

export type Text = { en: string; de: string };

/**
 * Messages the server sends and the web app shows, keyed by a stable code (docs/product.md §10.1: every message exists in
 * en and de). `{name}` placeholders are filled by `translate`. The server puts the key in `code` and the
 * translated text in `message`; the web app can re-translate by key after a language switch.
 */
export const API_MESSAGES = {
  'error.unknown': {
    en: 'Some error occurred, please try again.',
    de: 'Es ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
  },
  'error.validation': { en: 'Please check your input.', de: 'Bitte überprüfen Sie Ihre Eingaben.' },
  'error.unauthenticated': { en: 'Please sign in again.', de: 'Bitte melden Sie sich erneut an.' },
  'error.forbidden': {
    en: 'Sorry, you are not allowed to do this action',
    de: 'Sie sind leider nicht berechtigt, diese Aktion auszuführen',
  },
  'error.notFound': { en: 'Not found.', de: 'Nicht gefunden.' },
  'error.conflict': {
    en: 'This action is not possible in the current status.',
    de: 'Diese Aktion ist im aktuellen Status nicht möglich.',
  },
  'error.rateLimited': {
    en: 'Too many requests, please wait a moment.',
    de: 'Zu viele Anfragen, bitte warten Sie einen Moment.',
  },
  'error.busy': {
    en: 'The server is busy right now, please try again in a moment.',
    de: 'Der Server ist gerade ausgelastet, bitte versuchen Sie es gleich noch einmal.',
  },
  'error.payloadTooLarge': { en: 'The file is too large.', de: 'Die Datei ist zu groß.' },
  'error.unsupportedMediaType': {
    en: 'This file type is not supported.',
    de: 'Dieser Dateityp wird nicht unterstützt.',
  },
  'error.uninvited': {
    en: 'You have not been invited. Please contact support.',
    de: 'Sie wurden nicht eingeladen. Bitte wenden Sie sich an den Support.',
  },
  'error.realmMismatch': {
    en: 'The token does not belong to this realm.',
    de: 'Das Token gehört nicht zu diesem Bereich.',
  },
  'error.groupNotMember': { en: 'You are not a member of this agency.', de: 'Sie sind kein Mitglied dieser Agentur.' },
  'error.groupRequired': { en: 'Please choose an agency first.', de: 'Bitte wählen Sie zuerst eine Agentur aus.' },
  'error.invalidToken': { en: 'Invalid token', de: 'Ungültiges Token' },
  'error.sessionExpired': { en: 'Session expired!', de: 'Sitzung abgelaufen!' },
  'error.loginFailed': { en: 'Login failed', de: 'Anmeldung fehlgeschlagen' },
} as const satisfies Record<string, Text>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * The error catalogue of docs/product.md §11.1–11.8 (and the rule texts of docs/product.md §9), keyed `catalogue.<name>`.
 * An endpoint's `errorKey` names the entry the web app shows when the call fails.
 */
export const CATALOGUE_MESSAGES = {
  // docs/product.md §11.1 Session and profile
  'catalogue.loginFailed': { en: 'Login failed', de: 'Anmeldung fehlgeschlagen' },
  'catalogue.sessionExpired': { en: 'Session expired!', de: 'Sitzung abgelaufen!' },
  'catalogue.invalidToken': { en: 'Invalid token', de: 'Ungültiges Token' },
  'catalogue.errorSavingProfile': { en: 'Error saving profile', de: 'Fehler beim Speichern des Profils' },
  'catalogue.errorSavingSettings': { en: 'Error saving settings', de: 'Fehler beim Speichern der Einstellungen' },
  'catalogue.errorLoadingEmployees': { en: 'Error loading employees', de: 'Fehler beim Laden der Mitarbeitenden' },
  'catalogue.errorLoadingMultipleAgencyUsers': {
    en: 'Error loading multiple agency users',
    de: 'Fehler beim Laden der Agenturen des Benutzers',
  },
  'catalogue.errorLoadingUserDetail': { en: 'Error loading user detail', de: 'Fehler beim Laden der Benutzerdetails' },
  'catalogue.roleUpdateFailed': { en: 'Role Update Failed', de: 'Aktualisierung der Rolle fehlgeschlagen' },
  'catalogue.errorReactivatingUser': {
    en: 'Error reactivating user',
    de: 'Fehler beim Reaktivieren des Benutzers',
  },
  // docs/product.md §11.2 Agency
  'catalogue.errorLoadingClients': { en: 'Error loading clients', de: 'Fehler beim Laden der Kunden' },
  'catalogue.errorSavingClient': { en: 'Error saving client', de: 'Fehler beim Speichern des Kunden' },
  'catalogue.errorSavingReplacement': { en: 'Error saving replacement', de: 'Fehler beim Speichern der Vertretung' },
  'catalogue.errorRemovingReplacement': {
    en: 'Error removing replacement',
    de: 'Fehler beim Entfernen der Vertretung',
  },
  'catalogue.errorSavingFreelancerFee': {
    en: 'Error saving freelancer fee',
    de: 'Fehler beim Speichern der Freelancer-Gebühr',
  },
  'catalogue.errorClosingFinancialYear': {
    en: 'Error closing financial year',
    de: 'Fehler beim Abschließen des Geschäftsjahres',
  },
  'catalogue.chartDataLoadingFailed': { en: 'Chart Data loading failed', de: 'Laden der Diagrammdaten fehlgeschlagen' },
  'catalogue.mobileChartDataLoadingFailed': {
    en: 'Mobile Chart Data loading failed',
    de: 'Laden der mobilen Diagrammdaten fehlgeschlagen',
  },
  'catalogue.budgetDataLoadingFailed': { en: 'Budget Data loading failed', de: 'Laden der Budgetdaten fehlgeschlagen' },
  'catalogue.errorLoadingSkills': { en: 'Error loading skills', de: 'Fehler beim Laden der Fähigkeiten' },
  'catalogue.errorCreatingNewAgency': {
    en: 'Error creating new agency',
    de: 'Fehler beim Anlegen der neuen Agentur',
  },
  'catalogue.errorLoadingAgencies': { en: 'Error loading agencies', de: 'Fehler beim Laden der Agenturen' },
  'catalogue.errorLoadingAgencyDetail': {
    en: 'Error loading agency detail',
    de: 'Fehler beim Laden der Agenturdetails',
  },
  'catalogue.errorDeactivatingAgency': {
    en: 'Error deactivating agency',
    de: 'Fehler beim Deaktivieren der Agentur',
  },
  'catalogue.errorInAgencyBookingFreezeApi': {
    en: 'Error in agency booking freeze API',
    de: 'Fehler beim Sperren der Buchungen der Agentur',
  },
  'catalogue.errorInAgencyBudgetIncreaseApi': {
    en: 'Error in agency budget increase API',
    de: 'Fehler beim Erhöhen des Agenturbudgets',
  },
  'catalogue.errorAddingNotificationMember': {
    en: 'Error adding notification member',
    de: 'Fehler beim Hinzufügen des Benachrichtigungsempfängers',
  },
  'catalogue.errorRemovingNotificationMember': {
    en: 'Error removing notification member',
    de: 'Fehler beim Entfernen des Benachrichtigungsempfängers',
  },
  'catalogue.errorLoadingAgencyGroups': {
    en: 'Error loading agency groups',
    de: 'Fehler beim Laden der Agenturgruppen',
  },
  'catalogue.errorSavingAgencyGroup': {
    en: 'Error saving agency group',
    de: 'Fehler beim Speichern der Agenturgruppe',
  },
  // docs/product.md §11.3 Messaging and notifications
  'catalogue.errorLoadingConversation': {
    en: 'Error loading conversation',
    de: 'Fehler beim Laden der Unterhaltung',
  },
  'catalogue.errorLoadingMessages': { en: 'Error loading messages', de: 'Fehler beim Laden der Nachrichten' },
  'catalogue.errorSendingMessage': { en: 'Error sending message', de: 'Fehler beim Senden der Nachricht' },
  'catalogue.errorSearchingUsers': { en: 'Error searching users', de: 'Fehler bei der Suche nach Benutzern' },
  'catalogue.errorLoadingMessengerUser': {
    en: 'Error loading messenger user',
    de: 'Fehler beim Laden des Chat-Benutzers',
  },
  'catalogue.errorLoadingNotifications': {
    en: 'Error loading notifications',
    de: 'Fehler beim Laden der Benachrichtigungen',
  },
  'catalogue.errorDeletingNotification': {
    en: 'Error deleting notification',
    de: 'Fehler beim Löschen der Benachrichtigung',
  },
  'catalogue.errorDeletingAllNotifications': {
    en: 'Error deleting all notifications',
    de: 'Fehler beim Löschen aller Benachrichtigungen',
  },
  'catalogue.errorUpdatingNotificationReadStatus': {
    en: 'Error updating the notification read status',
    de: 'Fehler beim Aktualisieren des Lesestatus der Benachrichtigung',
  },
  // docs/product.md §11.4 Freelancer
  'catalogue.errorCreatingNewJobTitle': {
    en: 'Error creating new job title',
    de: 'Fehler beim Anlegen der neuen Berufsbezeichnung',
  },
  'catalogue.jobTitleLoadingFailed': {
    en: 'Job Title loading failed',
    de: 'Laden der Berufsbezeichnungen fehlgeschlagen',
  },
  'catalogue.skillsLoadingFailed': { en: 'Skills loading failed', de: 'Laden der Fähigkeiten fehlgeschlagen' },
  'catalogue.errorCreatingSkill': { en: 'Error creating skill', de: 'Fehler beim Anlegen der Fähigkeit' },
  'catalogue.errorSearchingLanguage': { en: 'Error searching language', de: 'Fehler bei der Suche nach Sprachen' },
  'catalogue.errorCreatingLanguage': { en: 'Error creating language', de: 'Fehler beim Anlegen der Sprache' },
  'catalogue.errorSearchingProjects': { en: 'Error searching projects', de: 'Fehler bei der Suche nach Projekten' },
  'catalogue.errorCreatingProject': { en: 'Error creating project', de: 'Fehler beim Anlegen des Projekts' },
  'catalogue.errorAddingAbsenceDates': {
    en: 'Error on Adding Absence Dates',
    de: 'Fehler beim Hinzufügen der Abwesenheiten',
  },
  'catalogue.errorRemovingAbsenceDates': {
    en: 'Error on Removing Absence Dates',
    de: 'Fehler beim Entfernen der Abwesenheiten',
  },
  'catalogue.errorDeletingAccount': { en: 'Error on deleting account', de: 'Fehler beim Löschen des Kontos' },
  'catalogue.errorLoadingFreelancers': { en: 'Error loading freelancers', de: 'Fehler beim Laden der Freelancer' },
  'catalogue.errorAddingBookmark': { en: 'Error adding bookmark', de: 'Fehler beim Hinzufügen des Lesezeichens' },
  'catalogue.errorRemovingBookmark': { en: 'Error removing bookmark', de: 'Fehler beim Entfernen des Lesezeichens' },
  'catalogue.errorLoadingFreelancerDetail': {
    en: 'Error loading freelancer detail',
    de: 'Fehler beim Laden der Freelancer-Details',
  },
  'catalogue.errorUpdatingFreelancerVendorNumber': {
    en: 'Error on updating freelancer vendor number',
    de: 'Fehler beim Aktualisieren der Kreditorennummer des Freelancers',
  },
  'catalogue.errorDeletingFreelancer': {
    en: 'Error on deleting freelancer',
    de: 'Fehler beim Löschen des Freelancers',
  },
  // docs/product.md §11.5 Projects, bookings, time and payments
  'catalogue.errorLoadingProjects': { en: 'Error loading projects', de: 'Fehler beim Laden der Projekte' },
  'catalogue.errorSavingProject': { en: 'Error saving project', de: 'Fehler beim Speichern des Projekts' },
  'catalogue.errorUpdatingProjectStatus': {
    en: 'Error updating project status',
    de: 'Fehler beim Aktualisieren des Projektstatus',
  },
  'catalogue.errorLoadingProjectDetail': {
    en: 'Error loading project detail',
    de: 'Fehler beim Laden der Projektdetails',
  },
  'catalogue.errorSendingBookingRequest': {
    en: 'Error sending booking request',
    de: 'Fehler beim Senden der Buchungsanfrage',
  },
  'catalogue.errorUpdatingBookingEndDate': {
    en: 'Error updating booking end date',
    de: 'Fehler beim Aktualisieren des Buchungsendes',
  },
  'catalogue.errorLoadingBookingDetail': {
    en: 'Error loading booking detail',
    de: 'Fehler beim Laden der Buchungsdetails',
  },
  'catalogue.errorUpdatingBookingStatus': {
    en: 'Error updating booking status',
    de: 'Fehler beim Aktualisieren des Buchungsstatus',
  },
  'catalogue.errorLoadingFlatRateBookingDetail': {
    en: 'Error loading flat rate booking detail',
    de: 'Fehler beim Laden der Details der Pauschalbuchung',
  },
  'catalogue.flatRatePaymentRequestNotCompleted': {
    en: 'Could not complete flat rate booking payment request',
    de: 'Die Zahlungsanforderung für die Pauschalbuchung konnte nicht abgeschlossen werden',
  },
  'catalogue.errorInFlatRatePaymentRequest': {
    en: 'Error in flat rate booking payment request',
    de: 'Fehler bei der Zahlungsanforderung für die Pauschalbuchung',
  },
  'catalogue.errorLoadingBookings': { en: 'Error loading bookings', de: 'Fehler beim Laden der Buchungen' },
  'catalogue.errorLoadingTimeRecordingDetail': {
    en: 'Error loading time recording detail',
    de: 'Fehler beim Laden der Zeiterfassung',
  },
  'catalogue.errorSavingTimeRecording': {
    en: 'Error saving time recording',
    de: 'Fehler beim Speichern der Zeiterfassung',
  },
  'catalogue.errorUpdatingTimeRecordStatus': {
    en: 'Error updating time record status',
    de: 'Fehler beim Aktualisieren des Status der Zeiterfassung',
  },
  // docs/product.md §11.6 Lists, reports and downloads
  'catalogue.errorLoadingTimeReviewList': {
    en: 'Error loading time review list',
    de: 'Fehler beim Laden der Zeitprüfungsliste',
  },
  'catalogue.errorLoadingFlatRatePaymentList': {
    en: 'Error loading flatrate payment list',
    de: 'Fehler beim Laden der Pauschalzahlungen',
  },
  'catalogue.errorLoadingFlatRatePaymentsReviewList': {
    en: 'Error loading flatrate payments review list',
    de: 'Fehler beim Laden der Prüfliste der Pauschalzahlungen',
  },
  'catalogue.errorLoadingUsers': { en: 'Error loading users', de: 'Fehler beim Laden der Benutzer' },
  'catalogue.errorLoadingCreditNotes': { en: 'Error loading credit notes', de: 'Fehler beim Laden der Gutschriften' },
  'catalogue.errorLoadingReports': { en: 'Error loading reports', de: 'Fehler beim Laden der Berichte' },
  'catalogue.errorSavingReport': { en: 'Error saving report', de: 'Fehler beim Speichern des Berichts' },
  'catalogue.errorDownloadingUsers': { en: 'Error downloading users', de: 'Fehler beim Herunterladen der Benutzer' },
  'catalogue.errorDownloadingReport': {
    en: 'Error downloading report',
    de: 'Fehler beim Herunterladen des Berichts',
  },
  'catalogue.errorGettingReport': { en: 'Error getting report', de: 'Fehler beim Abrufen des Berichts' },
  'catalogue.errorDownloadingCfoReports': {
    en: 'Error downloading cfo reports',
    de: 'Fehler beim Herunterladen der CFO-Berichte',
  },
  // docs/product.md §11.7 Loading
  'catalogue.loadingChunkFailed': { en: 'Loading chunk failed', de: 'Laden eines Programmteils fehlgeschlagen' },
  // docs/product.md §11.8 Messages shown to users
  'catalogue.unknownError': {
    en: 'Some error occurred, please try again.',
    de: 'Es ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
  },
  'catalogue.uninvited': {
    en: 'You have not been invited. Please contact support.',
    de: 'Sie wurden nicht eingeladen. Bitte wenden Sie sich an den Support.',
  },
  'catalogue.noAccountForEmail': {
    en: 'No user account was found for this e-mail address.',
    de: 'Für diese E-Mail-Adresse wurde kein Benutzerkonto gefunden.',
  },
  'catalogue.errorCreatingPassword': {
    en: 'Error creating password',
    de: 'Fehler beim Erstellen des Passworts',
  },
  'catalogue.forgotPasswordFailed': {
    en: 'Some error occurred, please try again.',
    de: 'Es ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
  },
  'catalogue.registrationLinkExpired': {
    en: 'Your registration link has expired. Please log in or reset your password.',
    de: 'Ihr Registrierungslink ist abgelaufen. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  },
  'catalogue.resetLinkExpired': {
    en: 'Your password reset link has expired. Please request a new one.',
    de: 'Ihr Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  'catalogue.pendingBookings': {
    en: 'The role cannot be changed because booking approvals are pending.',
    de: 'Die Rolle kann nicht geändert werden, da noch Buchungsfreigaben ausstehen.',
  },
  'catalogue.noProjectPermission': {
    en: 'You do not have permission to view this project.',
    de: 'Sie haben keine Berechtigung, dieses Projekt anzusehen.',
  },
  'catalogue.projectNotInAgency': {
    en: 'This project does not exist or does not belong to your agency. Please switch to the right agency.',
    de: 'Dieses Projekt existiert nicht oder gehört nicht zu Ihrer Agentur. Bitte wechseln Sie zur richtigen Agentur.',
  },
  'catalogue.atLeastOneActiveAllocation': {
    en: 'There should be at least one active allocation',
    de: 'Es muss mindestens eine aktive Kostenstelle vorhanden sein',
  },
  'catalogue.notAllowed': {
    en: 'Sorry, you are not allowed to do this action',
    de: 'Sie sind leider nicht berechtigt, diese Aktion auszuführen',
  },
  'catalogue.passwordCreated': {
    en: 'Your password has been created.',
    de: 'Ihr Passwort wurde erstellt.',
  },
  'catalogue.resetMailSent': {
    en: 'We have sent you an e-mail to reset your password.',
    de: 'Wir haben Ihnen eine E-Mail zum Zurücksetzen Ihres Passworts gesendet.',
  },
  'catalogue.agencyInvited': { en: 'The agency has been invited.', de: 'Die Agentur wurde eingeladen.' },
  'catalogue.agencyUpdated': { en: 'The agency has been updated.', de: 'Die Agentur wurde aktualisiert.' },
  'catalogue.invitationSent': { en: 'The invitation has been sent.', de: 'Die Einladung wurde versendet.' },
  'catalogue.flatRatePaymentInitiated': {
    en: 'The flat rate payment procedure has been initiated.',
    de: 'Das Verfahren für die Pauschalzahlung wurde eingeleitet.',
  },
  'catalogue.bookingUpdated': { en: 'The booking has been updated.', de: 'Die Buchung wurde aktualisiert.' },
  // Rule texts of docs/product.md §9
  'catalogue.bookingHoursExceeded': { en: 'Booking hours exceeded', de: 'Gebuchte Stunden überschritten' },
  'catalogue.bookingAmountExceeded': { en: 'Booking amount exceeded', de: 'Gebuchter Betrag überschritten' },
  'catalogue.emailAlreadyInvited': {
    en: 'This email address has already been invited',
    de: 'Diese E-Mail-Adresse wurde bereits eingeladen',
  },
  'catalogue.mailNotAllowed': {
    en: 'This mail address is not allowed!',
    de: 'Diese E-Mail-Adresse ist nicht zulässig!',
  },
  'catalogue.atLeastOneService': {
    en: 'At least one service should be selected',
    de: 'Bitte wählen Sie mindestens eine Leistung aus',
  },
  'catalogue.missingVendorNumber': {
    en: 'A credit note cannot be created because the freelancer has no vendor number.',
    de: 'Die Gutschrift kann nicht erstellt werden, da für den Freelancer keine Kreditorennummer hinterlegt ist.',
  },
  'catalogue.missingCreditNoteHeaderFooter': {
    en: 'A credit note cannot be created because the agency has no credit note header or footer.',
    de: 'Die Gutschrift kann nicht erstellt werden, da für die Agentur keine Kopf- oder Fußzeile für Gutschriften hinterlegt ist.',
  },
  // Not named by the catalogue, needed by calls it leaves without an error text
  'catalogue.errorSendingInvitation': {
    en: 'Error sending invitation',
    de: 'Fehler beim Senden der Einladung',
  },
  'catalogue.errorLoadingChartData': {
    en: 'Chart Data loading failed',
    de: 'Laden der Diagrammdaten fehlgeschlagen',
  },
  'catalogue.errorLoadingActivityLog': {
    en: 'Error loading activity log',
    de: 'Fehler beim Laden des Aktivitätsprotokolls',
  },
  'catalogue.errorCancellingCreditNote': {
    en: 'Error cancelling credit note',
    de: 'Fehler beim Stornieren der Gutschrift',
  },
  'catalogue.errorDeletingReport': { en: 'Error deleting report', de: 'Fehler beim Löschen des Berichts' },
  'catalogue.errorDeletingAgencyGroup': {
    en: 'Error deleting agency group',
    de: 'Fehler beim Löschen der Agenturgruppe',
  },
  'catalogue.errorLoadingVat': { en: 'Error loading VAT rates', de: 'Fehler beim Laden der Mehrwertsteuersätze' },
  'catalogue.errorLoadingSpecialities': {
    en: 'Error loading specialities',
    de: 'Fehler beim Laden der Spezialisierungen',
  },
  'catalogue.errorDeletingFlatRatePayment': {
    en: 'Error deleting flat rate payment',
    de: 'Fehler beim Löschen der Pauschalzahlung',
  },
  'catalogue.errorDeletingTimeRecord': {
    en: 'Error deleting time record',
    de: 'Fehler beim Löschen der Zeiterfassung',
  },
} as const satisfies Record<string, Text>;
export type CatalogueMessageKey = keyof typeof CATALOGUE_MESSAGES;

/**
 * Form validation texts of docs/product.md §9. Zod issue messages carry these keys (schemas/validation.ts);
 * `{field}` is the translated field label, the other placeholders come from the issue.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { en: '{field} is required', de: '{field} ist ein Pflichtfeld' },
  'validation.tooMany': {
    en: '{field} may have at most {length} entries',
    de: '{field} darf höchstens {length} Einträge haben',
  },
  'validation.invalidCharacters': {
    en: '{field} contains characters that cannot be stored',
    de: '{field} enthält Zeichen, die nicht gespeichert werden können',
  },
  'validation.invalidEncoding': {
    en: 'The request is not valid UTF-8 text',
    de: 'Die Anfrage ist kein gültiger UTF-8-Text',
  },
  'validation.min': {
    en: '{field} must be at least {length} characters',
    de: '{field} muss mindestens {length} Zeichen lang sein',
  },
  'validation.max': {
    en: '{field} may not be greater than {length} characters',
    de: '{field} darf höchstens {length} Zeichen lang sein',
  },
  'validation.minValue': { en: '{field} must be {min} or more', de: '{field} muss mindestens {min} betragen' },
  'validation.maxValue': { en: '{field} must be {max} or less', de: '{field} darf höchstens {max} betragen' },
  'validation.email': { en: 'Should be a valid e-mail address', de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
  'validation.length': {
    en: '{field} must be {length} characters long',
    de: '{field} muss genau {length} Zeichen lang sein',
  },
  'validation.double': { en: 'must be a valid decimal', de: 'muss eine gültige Dezimalzahl sein' },
  'validation.numeric': { en: '{field} may only contain numbers', de: '{field} darf nur Ziffern enthalten' },
  'validation.integer': { en: '{field} must be a whole number', de: '{field} muss eine ganze Zahl sein' },
  'validation.digits': {
    en: '{field} must be numeric and exactly contain {length} digits',
    de: '{field} muss aus genau {length} Ziffern bestehen',
  },
  'validation.alpha': { en: '{field} may only contain letters', de: '{field} darf nur Buchstaben enthalten' },
  'validation.alphaSpaces': {
    en: '{field} may only contain letters and spaces',
    de: '{field} darf nur Buchstaben und Leerzeichen enthalten',
  },
  'validation.alphaNum': {
    en: '{field} may only contain letters and numbers',
    de: '{field} darf nur Buchstaben und Ziffern enthalten',
  },
  'validation.regex': { en: 'The {field} format is invalid', de: 'Das Format von {field} ist ungültig' },
  'validation.ext': { en: '{field} must be a valid file', de: '{field} muss eine gültige Datei sein' },
  'validation.invalidType': { en: '{field} has an invalid value', de: '{field} enthält einen ungültigen Wert' },
  'validation.invalidValue': { en: 'Please choose a valid value', de: 'Bitte wählen Sie einen gültigen Wert' },
  'validation.invalidDate': { en: 'Please enter a valid date', de: 'Bitte geben Sie ein gültiges Datum ein' },
  'validation.endBeforeStart': {
    en: 'The end date must not be before the start date',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  },
  'validation.maxDecimals': {
    en: 'At most {decimals} decimal places are allowed',
    de: 'Es sind höchstens {decimals} Nachkommastellen erlaubt',
  },
  'validation.passwordMin': { en: '{field} is too short', de: '{field} ist zu kurz' },
  'validation.passwordNumberOrSymbol': {
    en: 'The password must contain at least one number or symbol',
    de: 'Das Passwort muss mindestens eine Ziffer oder ein Sonderzeichen enthalten',
  },
  'validation.passwordCommon': {
    en: 'This password is too common, please choose another one',
    de: 'Dieses Passwort wird zu häufig verwendet, bitte wählen Sie ein anderes',
  },
  'validation.passwordMismatch': {
    en: 'The passwords do not match',
    de: 'Die Passwörter stimmen nicht überein',
  },
  'validation.fileSize': { en: 'size must be less than {size}KB', de: 'Die Größe muss unter {size} KB liegen' },
  'validation.imageFormat': {
    en: 'The image must be smaller than {size} MB and in one of the formats jpg, png or bmp',
    de: 'Das Bild muss kleiner als {size} MB sein und im Format JPG, PNG oder BMP vorliegen',
  },
  'validation.invalidWebsite': { en: 'Invalid website', de: 'Ungültige Website' },
  'validation.invalidRate': { en: 'Invalid rate', de: 'Ungültiger Honorarsatz' },
  'validation.invalidIban': { en: 'Invalid IBAN', de: 'Ungültige IBAN' },
  'validation.invalidBic': { en: 'Invalid BIC', de: 'Ungültige BIC' },
  'validation.invalidLink': { en: 'Invalid link', de: 'Ungültiger Link' },
  'validation.invalidExternalProjectNumber': {
    en: 'Invalid external project number',
    de: 'Ungültige externe Projektnummer',
  },
  'validation.invalidVendorNumber': { en: 'Invalid vendor number', de: 'Ungültige Kreditorennummer' },
  'validation.invalidFinancialYear': {
    en: 'Invalid financial year (e.g. 2026/27)',
    de: 'Ungültiges Geschäftsjahr (z. B. 2026/27)',
  },
  'validation.companyId': {
    en: 'The company ID must consist of four digits',
    de: 'Die Firmen-ID muss aus vier Ziffern bestehen',
  },
  'validation.atLeastOne': {
    en: 'Please choose at least one {field}',
    de: 'Bitte wählen Sie mindestens einen Eintrag für {field}',
  },
  'validation.allocationsSum': {
    en: 'The allocations must add up to the total',
    de: 'Die Aufteilung muss die Gesamtsumme ergeben',
  },
} as const satisfies Record<string, Text>;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Business rules the server refuses with HTTP 400/409 (docs/product.md §14), keyed `rule.<name>`. */
export const RULE_MESSAGES = {
  'rule.missingTaxNumber': {
    en: 'A credit note cannot be created because the freelancer has no tax number or VAT ID.',
    de: 'Die Gutschrift kann nicht erstellt werden, da für den Freelancer keine Steuernummer oder USt-IdNr. hinterlegt ist.',
  },
  'rule.projectDone': {
    en: 'This project is done and takes no new booking requests.',
    de: 'Dieses Projekt ist abgeschlossen und nimmt keine neuen Buchungsanfragen an.',
  },
  'rule.bookingsFrozen': {
    en: 'Bookings of this agency are currently frozen.',
    de: 'Buchungen dieser Agentur sind derzeit gesperrt.',
  },
  'rule.agencyInactive': { en: 'This agency is deactivated.', de: 'Diese Agentur ist deaktiviert.' },
  'rule.freelancerInactive': {
    en: 'This freelancer is no longer active.',
    de: 'Dieser Freelancer ist nicht mehr aktiv.',
  },
  'rule.financialYearClosed': {
    en: 'The financial year {year} is closed and takes no new costs.',
    de: 'Das Geschäftsjahr {year} ist abgeschlossen und nimmt keine neuen Kosten an.',
  },
  'rule.financialYearAlreadyClosed': {
    en: 'The financial year {year} has already been closed.',
    de: 'Das Geschäftsjahr {year} wurde bereits abgeschlossen.',
  },
  'rule.financialYearHasOpenWork': {
    en: 'The financial year {year} cannot be closed yet. Still awaiting review: time records {timeRecords}, flat-rate payments {payments}.',
    de: 'Das Geschäftsjahr {year} kann noch nicht abgeschlossen werden. Noch zu prüfen: Zeiteinträge {timeRecords}, Pauschalzahlungen {payments}.',
  },
  'rule.budgetOfClosedYear': {
    en: 'The budget of the closed financial year {year} cannot be increased.',
    de: 'Das Budget des abgeschlossenen Geschäftsjahres {year} kann nicht erhöht werden.',
  },
  'rule.absenceOverlap': {
    en: 'Days of this period on which the freelancer is absent: {count}.',
    de: 'Tage in diesem Zeitraum, an denen der Freelancer abwesend ist: {count}.',
  },
  'rule.passwordTooWeak': {
    en: 'The password must have at least 8 characters and contain a number or symbol.',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein und eine Ziffer oder ein Sonderzeichen enthalten.',
  },
  'rule.passwordCommonlyUsed': {
    en: 'This password is too commonly used. Please choose another one.',
    de: 'Dieses Passwort wird zu häufig verwendet. Bitte wählen Sie ein anderes.',
  },
  'rule.invitationExpired': {
    en: 'This invitation has expired. Please ask for a new one.',
    de: 'Diese Einladung ist abgelaufen. Bitte fordern Sie eine neue an.',
  },
  'rule.invitationUsed': {
    en: 'This invitation has already been used. Please log in.',
    de: 'Diese Einladung wurde bereits verwendet. Bitte melden Sie sich an.',
  },
  'rule.invalidTransition': {
    en: 'This action is not possible in the status {status}.',
    de: 'Diese Aktion ist im Status {status} nicht möglich.',
  },
  'rule.bookingNotBooked': {
    en: 'Time can only be recorded on a confirmed booking.',
    de: 'Zeiten können nur für eine bestätigte Buchung erfasst werden.',
  },
  'rule.bookingRateTypeMismatch': {
    en: 'This action does not fit the rate type of the booking.',
    de: 'Diese Aktion passt nicht zur Abrechnungsart der Buchung.',
  },
  'rule.bookingOutsidePeriod': {
    en: 'The date lies outside the booking period.',
    de: 'Das Datum liegt außerhalb des Buchungszeitraums.',
  },
  'rule.bookingHasRecords': {
    en: 'The booking cannot be cancelled because time or payments have been recorded.',
    de: 'Die Buchung kann nicht storniert werden, da bereits Zeiten oder Zahlungen erfasst wurden.',
  },
  'rule.extendNotLater': {
    en: 'The new end date must be after the current end date.',
    de: 'Das neue Enddatum muss nach dem bisherigen Enddatum liegen.',
  },
  'rule.creditMemoNotAccepted': {
    en: 'Please accept the credit memo procedure first.',
    de: 'Bitte stimmen Sie zuerst dem Gutschriftverfahren zu.',
  },
  'rule.freelancerCreditMemoNotAccepted': {
    en: 'A credit note cannot be created because the freelancer has not accepted the credit memo procedure.',
    de: 'Eine Gutschrift kann nicht erstellt werden, weil der Freelancer dem Gutschriftverfahren nicht zugestimmt hat.',
  },
  'rule.notTaxableInGermany': {
    en: 'Only freelancers who are taxable in Germany can register.',
    de: 'Nur in Deutschland steuerpflichtige Freelancer können sich registrieren.',
  },
  'rule.alreadyExists': { en: '{name} already exists.', de: '{name} ist bereits vorhanden.' },
  'rule.openBookingsBlockDeletion': {
    en: 'The account cannot be deleted while bookings are still open (open bookings: {count}). Please finish or cancel them first.',
    de: 'Das Konto kann nicht gelöscht werden, solange Buchungen offen sind (offene Buchungen: {count}). Bitte schließen oder stornieren Sie diese zuerst.',
  },
  'rule.userNotCfo': {
    en: 'Only a CFO can be assigned to an agency group.',
    de: 'Nur ein CFO kann einer Agenturgruppe zugeordnet werden.',
  },
  'rule.lastManagingDirector': {
    en: 'An agency needs at least one managing director.',
    de: 'Eine Agentur benötigt mindestens eine Geschäftsführung.',
  },
  'rule.receiverUnknown': {
    en: 'This recipient does not exist.',
    de: 'Diesen Empfänger gibt es nicht.',
  },
  'rule.mayNotWriteTo': {
    en: 'You cannot write to this person.',
    de: 'Sie können dieser Person nicht schreiben.',
  },
  'rule.accountingPeriodAcrossYears': {
    en: 'A DATEV export covers one financial year (July to June). Please choose a period within one year.',
    de: 'Ein DATEV-Export umfasst ein Geschäftsjahr (Juli bis Juni). Bitte wählen Sie einen Zeitraum innerhalb eines Jahres.',
  },
  'rule.sepaDebtorAccountMissing': {
    en: 'The paying agency has no bank account on file. Please enter its IBAN for the SEPA file.',
    de: 'Für die zahlende Agentur ist kein Bankkonto hinterlegt. Bitte geben Sie die IBAN für die SEPA-Datei an.',
  },
  'rule.sepaDebtorIbanInvalid': {
    en: 'The IBAN or BIC of the paying account is not valid.',
    de: 'Die IBAN oder BIC des zahlenden Kontos ist ungültig.',
  },
  'rule.sepaCreditorIbanMissing': {
    en: '{name} has no valid IBAN. Please complete the bank details before creating the SEPA file.',
    de: '{name} hat keine gültige IBAN. Bitte ergänzen Sie die Bankverbindung, bevor Sie die SEPA-Datei erstellen.',
  },
  'rule.sepaNothingToPay': {
    en: 'There is nothing to pay for this agency and period.',
    de: 'Für diese Agentur und diesen Zeitraum ist nichts auszuzahlen.',
  },
} as const satisfies Record<string, Text>;
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** Every text the UI can show, for lookups by key. */
export const ALL_MESSAGES = {
  ...API_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...RULE_MESSAGES,
} as const satisfies Record<string, Text>;
export type MessageKey = keyof typeof ALL_MESSAGES;

/**
 * A catalogue text with its `{name}` places filled from `params` (a place without a value stays as written). Each
 * text is split at its places once: a page of a hundred notifications translated each title with a regular
 * expression and a callback, 3 % of the server's work on finance's notifications.
 */
export function translate(
  texts: Record<string, Text>,
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const text = texts[key]?.[language] ?? texts[key]?.en;
  if (text === undefined) return key;
  const parts = partsOf(text);
  let filled = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!;
    filled += (name in params ? String(params[name]) : `{${name}}`) + parts[index + 1]!;
  }
  return filled;
}

/** A text's literal parts with the names of its places between them (split by a capturing pattern), by text. */
const TEXT_PARTS = new Map<string, string[]>();
function partsOf(text: string): string[] {
  let parts = TEXT_PARTS.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/);
    TEXT_PARTS.set(text, parts);
  }
  return parts;
}
