import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the vacation replacement section of the settings (managing directors). */
registerMessages('replacements', {
  en: {
    title: 'Replacement',
    text: 'Name a colleague who approves bookings and handles to-dos while you are away. Pending approvals go to them as long as the replacement lasts.',
    person: 'Replacement',
    type: 'Reason',
    types: { VACATION: 'Vacation', DEACTIVATION: 'Deactivation', AGENCY_MEMBERSHIP_REMOVAL: 'Leaving the agency' },
    add: 'Name replacement',
    end: 'End replacement by {{name}}',
    none: 'No replacement is set.',
    saved: 'The replacement has been saved.',
    ended: 'The replacement has ended.',
    unknown: 'a former colleague',
  },
  de: {
    title: 'Vertretung',
    text: 'Benennen Sie eine Kollegin oder einen Kollegen, die bzw. der während Ihrer Abwesenheit Buchungen freigibt und Aufgaben übernimmt. Offene Freigaben gehen an die Vertretung, solange sie gilt.',
    person: 'Vertretung',
    type: 'Grund',
    types: {
      VACATION: 'Urlaub',
      DEACTIVATION: 'Deaktivierung',
      AGENCY_MEMBERSHIP_REMOVAL: 'Ausscheiden aus der Agentur',
    },
    add: 'Vertretung benennen',
    end: 'Vertretung durch {{name}} beenden',
    none: 'Es ist keine Vertretung eingetragen.',
    saved: 'Die Vertretung wurde gespeichert.',
    ended: 'Die Vertretung wurde beendet.',
    unknown: 'eine ehemalige Kollegin / ein ehemaliger Kollege',
  },
});
