import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the own profile page and the support and feedback dialogs. */
registerMessages('profile', {
  en: {
    account: 'Your account',
    agency: 'Your agency',
    role: 'Role',
    email: 'E-mail',
    financialYear: 'Financial year {{year}}',
    bookings: 'Bookings: {{confirmed}} confirmed, {{pending}} pending, {{completed}} completed',
    editAgency: 'Edit agency profile',
    showTeam: 'Show team',
    team: 'Team',
    freelancer: {
      summary: 'Your freelancer profile',
      rate: 'Day rate',
      hourlyRate: 'Hourly rate',
      vendorNumber: 'Vendor number',
      notSet: 'not set',
      skills: 'Skills',
      edit: 'Edit profile',
      incomplete: 'Your profile is not complete yet.',
    },
  },
  de: {
    account: 'Ihr Konto',
    agency: 'Ihre Agentur',
    role: 'Rolle',
    email: 'E-Mail',
    financialYear: 'Geschäftsjahr {{year}}',
    bookings: 'Buchungen: {{confirmed}} bestätigt, {{pending}} ausstehend, {{completed}} abgeschlossen',
    editAgency: 'Agenturprofil bearbeiten',
    showTeam: 'Team anzeigen',
    team: 'Team',
    freelancer: {
      summary: 'Ihr Freelancer-Profil',
      rate: 'Tagessatz',
      hourlyRate: 'Stundensatz',
      vendorNumber: 'Kreditorennummer',
      notSet: 'nicht hinterlegt',
      skills: 'Fähigkeiten',
      edit: 'Profil bearbeiten',
      incomplete: 'Ihr Profil ist noch nicht vollständig.',
    },
  },
});
