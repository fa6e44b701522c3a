import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the invitation, registration and password reset pages (beyond the shell's auth texts). */
registerMessages('authFlow', {
  en: {
    setPasswordTitle: 'Set your password',
    setPasswordSubtitle: 'Choose a password to finish your registration. You will be signed in right away.',
    resetWithTokenTitle: 'Choose a new password',
    resetWithTokenSubtitle: 'Enter your new password. You will be signed in right away.',
    invitationOnlyTitle: 'Agency registration',
    invitationOnly:
      'Agency accounts are created by invitation. Open the link in the invitation e-mail you received to set your password.',
    invitationExpiredHint: 'Has your link expired? Request a new one by resetting your password.',
    requestNewLink: 'Request a new link',
    accountType: 'Account',
    realmFreelancer: 'Freelancer',
    realmStaff: 'Agency, admin or finance',
  },
  de: {
    setPasswordTitle: 'Passwort festlegen',
    setPasswordSubtitle:
      'Wählen Sie ein Passwort, um Ihre Registrierung abzuschließen. Sie werden anschließend direkt angemeldet.',
    resetWithTokenTitle: 'Neues Passwort wählen',
    resetWithTokenSubtitle: 'Geben Sie Ihr neues Passwort ein. Sie werden anschließend direkt angemeldet.',
    invitationOnlyTitle: 'Agentur-Registrierung',
    invitationOnly:
      'Agenturkonten werden per Einladung angelegt. Öffnen Sie den Link in Ihrer Einladungs-E-Mail, um Ihr Passwort festzulegen.',
    invitationExpiredHint: 'Ist Ihr Link abgelaufen? Fordern Sie über „Passwort zurücksetzen“ einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
    accountType: 'Konto',
    realmFreelancer: 'Freelancer',
    realmStaff: 'Agentur, Admin oder Finanzen',
  },
});
