import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the credit memo (self-billing) procedure page (namespace `creditMemo`). */
export const CREDIT_MEMO_MESSAGES = {
  en: {
    intro:
      'The agencies on this platform settle your work by credit note (self-billing under § 14 (2) sentence 2 of the German VAT Act). Please read the procedure and accept it once.',
    sections: {
      issuer: {
        title: 'Who issues the document',
        text: 'After finance has approved your time records or flat-rate payments, the booking agency issues a credit note in your name. You do not write an invoice yourself.',
      },
      contents: {
        title: 'What the credit note contains',
        text: 'Your name (or company name, if you chose it), your address and tax number, the agency, a gap-free credit note number, the service period, the net amount, VAT at your rate (none if you do not charge VAT) and the gross amount.',
      },
      data: {
        title: 'Your data must be correct',
        text: 'The credit note is based on your profile. Keep your address, tax number, VAT choice and bank details up to date; changes apply to credit notes issued afterwards.',
      },
      objection: {
        title: 'Objection and cancellation',
        text: 'You can object to a credit note. It is then cancelled with a cancellation document and never deleted, and a corrected one is issued.',
      },
      payment: {
        title: 'Payment',
        text: 'The agency pays the gross amount to the bank account in your profile.',
      },
    },
    accept: 'I accept the credit memo procedure',
    accepted: 'You have accepted the credit memo procedure.',
    acceptedNow: 'Thank you. You have accepted the credit memo procedure.',
    continue: 'Continue',
    error: 'Your acceptance could not be saved. Please try again.',
  },
  de: {
    intro:
      'Die Agenturen auf dieser Plattform rechnen Ihre Leistungen per Gutschrift ab (Gutschriftverfahren nach § 14 Abs. 2 Satz 2 UStG). Bitte lesen Sie das Verfahren und stimmen Sie ihm einmalig zu.',
    sections: {
      issuer: {
        title: 'Wer das Dokument ausstellt',
        text: 'Nachdem die Finanzabteilung Ihre Zeiten oder Pauschalzahlungen freigegeben hat, stellt die buchende Agentur eine Gutschrift in Ihrem Namen aus. Sie schreiben selbst keine Rechnung.',
      },
      contents: {
        title: 'Was die Gutschrift enthält',
        text: 'Ihren Namen (oder Firmennamen, falls gewählt), Ihre Adresse und Steuernummer, die Agentur, eine lückenlose Gutschriftsnummer, den Leistungszeitraum, den Nettobetrag, die Umsatzsteuer zu Ihrem Satz (keine, wenn Sie keine Umsatzsteuer ausweisen) und den Bruttobetrag.',
      },
      data: {
        title: 'Ihre Angaben müssen stimmen',
        text: 'Die Gutschrift beruht auf Ihrem Profil. Halten Sie Adresse, Steuernummer, Umsatzsteuerwahl und Bankverbindung aktuell; Änderungen gelten für danach ausgestellte Gutschriften.',
      },
      objection: {
        title: 'Widerspruch und Storno',
        text: 'Sie können einer Gutschrift widersprechen. Sie wird dann mit einem Stornobeleg storniert, niemals gelöscht, und eine korrigierte Gutschrift wird ausgestellt.',
      },
      payment: {
        title: 'Zahlung',
        text: 'Die Agentur überweist den Bruttobetrag auf das Bankkonto aus Ihrem Profil.',
      },
    },
    accept: 'Ich stimme dem Gutschriftverfahren zu',
    accepted: 'Sie haben dem Gutschriftverfahren zugestimmt.',
    acceptedNow: 'Vielen Dank. Sie haben dem Gutschriftverfahren zugestimmt.',
    continue: 'Weiter',
    error: 'Ihre Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
};

registerMessages('creditMemo', CREDIT_MEMO_MESSAGES);

export const PROCEDURE_SECTIONS = ['issuer', 'contents', 'data', 'objection', 'payment'] as const;
