import { berlinDateOf } from '@fm/contract/dates';
import type { Language } from '@fm/contract/enums';
import type { Cell, Sheet } from '../../platform/spreadsheet.ts';
import { type BilingualColumn, germanDate, localColumns } from '../../platform/spreadsheet.ts';
import { ROLE_REPORT_STATUS, statusName } from '../reports/report-topics.ts';

/**
 * The admin's user list as a German-ready spreadsheet (decision 015): one row per listed user in the list's
 * order, headers in the caller's language, real date cells, roles and statuses translated.
 */

export type DownloadRow = {
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  account_language: string;
  status: string;
  agencies: { name: string }[];
  created_at: string;
  last_login_at: string | null;
};

const COLUMNS: BilingualColumn[] = [
  { header: { en: 'First name', de: 'Vorname' }, type: 'text', width: 18 },
  { header: { en: 'Last name', de: 'Nachname' }, type: 'text', width: 18 },
  { header: { en: 'E-mail', de: 'E-Mail' }, type: 'text', width: 32 },
  { header: { en: 'Role', de: 'Rolle' }, type: 'text', width: 20 },
  { header: { en: 'Language', de: 'Sprache' }, type: 'text', width: 9 },
  { header: { en: 'Status', de: 'Status' }, type: 'text', width: 12 },
  { header: { en: 'Agencies', de: 'Agenturen' }, type: 'text', width: 32 },
  { header: { en: 'Registered on', de: 'Registriert am' }, type: 'date', width: 14 },
  { header: { en: 'Last login', de: 'Letzte Anmeldung' }, type: 'date', width: 16 },
];

const STATUS: Record<string, { en: string; de: string }> = {
  ACTIVE: { en: 'Active', de: 'Aktiv' },
  INACTIVE: { en: 'Inactive', de: 'Inaktiv' },
  INVITED: { en: 'Invited', de: 'Eingeladen' },
};

const dayOf = (timestamp: string | null) => (timestamp ? berlinDateOf(new Date(timestamp)) : null);

export function userListSheet(rows: DownloadRow[], language: Language): Sheet {
  const title = language === 'de' ? 'Benutzerliste' : 'User list';
  const stand = language === 'de' ? 'Stand' : 'as of';
  return {
    title: `${title} · ${stand} ${germanDate(new Date(`${berlinDateOf(new Date())}T00:00:00Z`))}`,
    sheetName: language === 'de' ? 'Benutzer' : 'Users',
    columns: localColumns(COLUMNS, language),
    rows: rows.map((row): Cell[] => [
      row.firstName,
      row.lastName,
      row.email,
      row.roles
        .map((role) => statusName(ROLE_REPORT_STATUS[role as keyof typeof ROLE_REPORT_STATUS] ?? role, language))
        .join(', '),
      row.account_language.toUpperCase(),
      STATUS[row.status]?.[language] ?? row.status,
      row.agencies.map((agency) => agency.name).join(', '),
      dayOf(row.created_at),
      dayOf(row.last_login_at),
    ]),
  };
}
