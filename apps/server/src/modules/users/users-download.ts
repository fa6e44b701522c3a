import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** The user list as a spreadsheet or CSV: one row per listed user, in the list's order. */

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

export const USER_DOWNLOAD_COLUMNS = [
  { header: 'First name', key: 'firstName', width: 20 },
  { header: 'Last name', key: 'lastName', width: 20 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Role', key: 'role', width: 20 },
  { header: 'Language', key: 'language', width: 10 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Agencies', key: 'agencies', width: 32 },
  { header: 'Registered', key: 'registered', width: 22 },
  { header: 'Last login', key: 'lastLogin', width: 22 },
] as const;

function cells(row: DownloadRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.roles.join(', '),
    language: row.account_language,
    status: row.status,
    agencies: row.agencies.map((agency) => agency.name).join(', '),
    registered: row.created_at,
    lastLogin: row.last_login_at ?? '',
  };
}

export async function usersXlsx(rows: DownloadRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = USER_DOWNLOAD_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function usersCsv(rows: DownloadRow[]): string {
  return stringify(
    rows.map((row) => cells(row)),
    { header: true, columns: USER_DOWNLOAD_COLUMNS.map(({ header, key }) => ({ header, key })) },
  );
}
