import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the support and feedback dialogs every signed-in user can open. */
registerMessages('help', {
  en: {
    title: 'Help',
    support: {
      open: 'Contact support',
      title: 'Support',
      text: 'Do you have questions about bookings, payments or your account? Our support team is happy to help, Monday to Friday from 9 am to 5 pm.',
      email: 'E-mail',
      phone: 'Phone',
      write: 'Write an e-mail',
      close: 'Close',
    },
    feedback: {
      open: 'Give feedback',
      title: 'Feedback',
      intro: 'Tell us what works well and what we could do better. Your message opens in your e-mail program.',
      topic: 'Topic',
      topics: { idea: 'Idea', problem: 'Problem', praise: 'Praise' },
      message: 'Your feedback',
      send: 'Send feedback',
      cancel: 'Cancel',
      subject: 'Feedback ({{topic}})',
    },
  },
  de: {
    title: 'Hilfe',
    support: {
      open: 'Support kontaktieren',
      title: 'Support',
      text: 'Haben Sie Fragen zu Buchungen, Zahlungen oder Ihrem Konto? Unser Support-Team hilft Ihnen gern, montags bis freitags von 9 bis 17 Uhr.',
      email: 'E-Mail',
      phone: 'Telefon',
      write: 'E-Mail schreiben',
      close: 'Schließen',
    },
    feedback: {
      open: 'Feedback geben',
      title: 'Feedback',
      intro:
        'Sagen Sie uns, was gut funktioniert und was wir besser machen können. Ihre Nachricht öffnet sich in Ihrem E-Mail-Programm.',
      topic: 'Thema',
      topics: { idea: 'Idee', problem: 'Problem', praise: 'Lob' },
      message: 'Ihr Feedback',
      send: 'Feedback senden',
      cancel: 'Abbrechen',
      subject: 'Feedback ({{topic}})',
    },
  },
});
