import type { Language } from '@fm/contract/enums';

/**
 * The names forms give to the wire fields, so that a server field error reads "Projekt ist ein Pflichtfeld"
 * and never "project_id ist ein Pflichtfeld". A field without an entry is "This field" / "Dieses Feld": the
 * web app shows field errors under the field itself, where that is unambiguous.
 */
const LABELS: Record<string, { en: string; de: string }> = {
  project_id: { en: 'Project', de: 'Projekt' },
  booking_id: { en: 'Booking', de: 'Buchung' },
  freelancer_id: { en: 'Freelancer', de: 'Freelancer' },
  agency_id: { en: 'Agency', de: 'Agentur' },
  client_id: { en: 'Client', de: 'Kunde' },
  owner_id: { en: 'Owner', de: 'Verantwortlich' },
  user_id: { en: 'User', de: 'Benutzer' },
  speciality_ids: { en: 'Services', de: 'Leistungen' },
  name: { en: 'Name', de: 'Name' },
  first_name: { en: 'First name', de: 'Vorname' },
  last_name: { en: 'Last name', de: 'Nachname' },
  email: { en: 'E-mail', de: 'E-Mail' },
  password: { en: 'Password', de: 'Passwort' },
  website: { en: 'Website', de: 'Website' },
  title: { en: 'Title', de: 'Titel' },
  description: { en: 'Description', de: 'Beschreibung' },
  due_date: { en: 'Due date', de: 'Fälligkeitsdatum' },
  start_date: { en: 'Start date', de: 'Startdatum' },
  end_date: { en: 'End date', de: 'Enddatum' },
  hours: { en: 'Hours', de: 'Stunden' },
  hourly_rate: { en: 'Hourly rate', de: 'Stundensatz' },
  amount: { en: 'Amount', de: 'Betrag' },
  comment: { en: 'Comment', de: 'Kommentar' },
  role: { en: 'Role', de: 'Rolle' },
  status: { en: 'Status', de: 'Status' },
  iban: { en: 'IBAN', de: 'IBAN' },
  bic: { en: 'BIC', de: 'BIC' },
  postal_code: { en: 'Postal code', de: 'Postleitzahl' },
  city: { en: 'City', de: 'Ort' },
  street: { en: 'Street', de: 'Straße' },
  phone: { en: 'Phone', de: 'Telefon' },
  tax_number: { en: 'Tax number', de: 'Steuernummer' },
  vat_id: { en: 'VAT', de: 'Umsatzsteuer' },
  company_id: { en: 'Company ID', de: 'Firmen-ID' },
  vendor_number: { en: 'Vendor number', de: 'Kreditorennummer' },
  rate: { en: 'Rate', de: 'Satz' },
  skill_ids: { en: 'Skills', de: 'Fähigkeiten' },
  portfolio_links: { en: 'Portfolio links', de: 'Portfolio-Links' },
  experience_start_year: { en: 'Working since', de: 'Berufserfahrung seit' },
  date: { en: 'Date', de: 'Datum' },
  reason: { en: 'Reason', de: 'Begründung' },
  allocations: { en: 'Cost allocations', de: 'Kostenstellen' },
  number: { en: 'Cost allocation number', de: 'Kostenstellennummer' },
  keyword: { en: 'Search', de: 'Suche' },
  agencies: { en: 'Agencies', de: 'Agenturen' },
};

const ANY_FIELD = { en: 'This field', de: 'Dieses Feld' } as const;

/** `allocations.0.number` → the label of its last named part; unknown or root (`_`) → "This field". */
export function fieldLabel(wireName: string, language: Language): string {
  const named = wireName
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return (named && LABELS[named]?.[language]) ?? ANY_FIELD[language];
}
