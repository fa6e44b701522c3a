import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createReport } from '../../db/factories/report.ts';
import type { User } from '../../db/factories/user.ts';
import { createRecordWorld, type RecordWorld } from '../time-records/record-test-world.ts';
import { type Scenario, seedScenario } from './report-test-scenario.ts';

let t: TestApp;
let w: RecordWorld;

let scenario: Scenario;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
  scenario = await seedScenario(t, w);
});
afterAll(() => t.close());

const form = (fields: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
};

async function send(user: User, method: 'POST' | 'PUT', fields: Record<string, unknown>, language = 'en') {
  return t.app.inject({
    method,
    url: '/api/agency/reports',
    headers: {
      ...(await w.headers(user)),
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
    },
    payload: form(fields),
  });
}
async function get(user: User, path: string, language: 'en' | 'de' = 'en') {
  return t.app.inject({ method: 'GET', url: `/api/agency/${path}`, headers: await w.headers(user, language) });
}
async function remove(user: User, id: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/agency/reports?id=${id}`, headers: await w.headers(user) });
}

async function saved(user: User, fields: Record<string, unknown>) {
  const response = await send(user, 'POST', {
    title: 'Oktober',
    timeframe_start_date: '2026-10-01',
    timeframe_end_date: '2026-10-31',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

async function workbookOf(user: User, id: number, language: 'en' | 'de' = 'de') {
  const response = await get(user, `reports/download?id=${id}`, language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return { sheet, rows, response };
}
const berlin = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('saved reports: create, read, change, delete', () => {
  test('a managing director saves a form-encoded report; lists travel JSON-encoded with names', async () => {
    const response = await send(w.md, 'POST', {
      topic: 'BOOKING_DETAILS',
      title: 'Buchungen Herbst',
      timeframe_start_date: '2026-09-01',
      timeframe_end_date: '2026-11-30',
      agencies: [w.nordlicht.id],
      bookers: [w.am.id],
      freelancers: [w.freelancer.id],
      projects: [w.splitProject.id],
      clients: [w.client.id],
      status: ['BOOKED', 'DONE'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({
      topic: 'BOOKING_DETAILS',
      title: 'Buchungen Herbst',
      timeframe_start_date: '2026-09-01',
      timeframe_end_date: '2026-11-30',
      status: '["BOOKED","DONE"]',
      created_by: { id: w.md.id },
    });
    expect(JSON.parse(report.agencies)).toEqual([{ id: w.nordlicht.id, name: w.nordlicht.name }]);
    expect(JSON.parse(report.clients)).toEqual([{ id: w.client.id, client: 'Alsterbank' }]);
    expect(JSON.parse(report.projects)).toEqual([{ id: w.splitProject.id, name: w.splitProject.name }]);
    expect(JSON.parse(report.bookers)).toEqual([{ id: w.am.id, first_name: w.am.firstName, last_name: w.am.lastName }]);

    const detail = await get(w.am, `reports?id=${report.id}`);
    expect(detail.json().data).toEqual(report);

    const changed = await send(w.am, 'PUT', { id: String(report.id), topic: 'AGENCY_RATING', title: 'Bewertungen' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      topic: 'AGENCY_RATING',
      title: 'Bewertungen',
      timeframe_start_date: null,
      agencies: '[]',
      bookers: '[]',
      status: '[]',
    });

    expect((await remove(w.md2, report.id)).json().data).toEqual({ id: report.id });
    expect((await get(w.md, `reports?id=${report.id}`)).statusCode).toBe(404);
  });

  test('the list pages newest first and filters by topic, keyword and creation date', async () => {
    const a = await saved(w.otherMd, { topic: 'CREDIT_NOTE', title: 'Süd Gutschriften' });
    const b = await saved(w.otherMd, { topic: 'USER_LIST', title: 'Süd Benutzer' });
    const c = await saved(w.otherMd, { topic: 'CREDIT_NOTE', title: 'Süd Gutschriften 2' });
    const page = await get(w.otherMd, 'reports?items=25&page=1');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ total: 3, page: 1, last_page: 1 });
    expect(page.json().data.data.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
    const paged = await get(w.otherMd, 'reports?items=25&page=2');
    expect(paged.json().data.data).toEqual([]);
    const credit = await get(w.otherMd, 'reports?topics[]=CREDIT_NOTE&keyword[]=gutschriften%202');
    expect(credit.json().data.data.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const future = await get(w.otherMd, 'reports?start_date=2099-01-01');
    expect(future.json().data.total).toBe(0);
  });

  test('bad input is refused field by field and nothing is saved', async () => {
    const before = (await get(w.admin, 'reports?items=200')).json().data.total;
    const empty = await send(w.md, 'POST', { topic: 'CREDIT_NOTE', title: '' }, 'de');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toContain('title');
    const reversed = await send(w.md, 'POST', {
      topic: 'CREDIT_NOTE',
      title: 'Falsch herum',
      timeframe_start_date: '2026-10-31',
      timeframe_end_date: '2026-10-01',
    });
    expect(reversed.statusCode).toBe(400);
    const topic = await send(w.md, 'POST', { topic: 'WEATHER', title: 'Wetter' });
    expect(Object.keys(topic.json().errors)).toEqual(['topic']);
    const status = await send(w.md, 'POST', { topic: 'CREDIT_NOTE', title: 'x', status: ['LOST'] });
    expect(status.statusCode).toBe(400);
    // Another agency's ids are not the managing director's to name.
    const foreign = await send(w.md, 'POST', {
      topic: 'CREDIT_NOTE',
      title: 'Fremd',
      agencies: [w.suedwind.id],
      projects: [w.otherProject.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['agencies', 'projects']);
    expect((await get(w.admin, 'reports?items=200')).json().data.total).toBe(before);
  });

  test('role matrix: agency, finance and admin roles may; a freelancer may not', async () => {
    for (const user of [w.md, w.am, w.admin, w.cfo, w.groupCfo, w.financeUser]) {
      expect((await get(user, 'reports')).statusCode, user.role).toBe(200);
    }
    const report = await createReport(t.db, { createdBy: w.md.id, agencyId: w.nordlicht.id });
    expect((await get(w.freelancer, 'reports')).statusCode).toBe(403);
    expect((await get(w.freelancer, `reports?id=${report.id}`)).statusCode).toBe(403);
    expect((await send(w.freelancer, 'POST', { topic: 'CREDIT_NOTE', title: 'x' })).statusCode).toBe(403);
    expect(
      (await send(w.freelancer, 'PUT', { id: String(report.id), topic: 'CREDIT_NOTE', title: 'x' })).statusCode,
    ).toBe(403);
    expect((await remove(w.freelancer, report.id)).statusCode).toBe(403);
    expect((await get(w.freelancer, `reports/download?id=${report.id}`)).statusCode).toBe(403);
  });

  test('tenant scope: another agency gets 404; finance and admin see all; a CFO their groups’ agencies', async () => {
    const northern = await createReport(t.db, { createdBy: w.md.id, agencyId: w.nordlicht.id, title: 'Nord' });
    const southern = await createReport(t.db, { createdBy: w.otherMd.id, agencyId: w.suedwind.id, title: 'Süd' });
    const finance = await createReport(t.db, { createdBy: w.financeUser.id, agencyId: null, title: 'Finanzen' });
    for (const call of [
      get(w.otherMd, `reports?id=${northern.id}`),
      send(w.otherMd, 'PUT', { id: String(northern.id), topic: 'CREDIT_NOTE', title: 'gekapert' }),
      remove(w.otherAm, northern.id),
      get(w.otherMd, `reports/download?id=${northern.id}`),
      get(w.md, `reports?id=${finance.id}`),
      get(w.groupCfo, `reports?id=${southern.id}`),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    for (const user of [w.admin, w.financeUser, w.cfo]) {
      for (const report of [northern, southern]) {
        expect((await get(user, `reports?id=${report.id}`)).statusCode, `${user.role} ${report.title}`).toBe(200);
      }
    }
    expect((await get(w.groupCfo, `reports?id=${northern.id}`)).statusCode).toBe(200);
    expect((await get(w.admin, `reports?id=${finance.id}`)).statusCode).toBe(200);
    const titles = (await get(w.md, 'reports?items=200')).json().data.data.map((r: { title: string }) => r.title);
    expect(titles).toContain('Nord');
    expect(titles).not.toContain('Süd');
    expect(titles).not.toContain('Finanzen');
  });
});

describe('downloads: each topic’s rows for the seeded October', () => {
  test('CREDIT_NOTE: one row per note issued in October, German headers, real dates and euros', async () => {
    const { id } = await saved(w.financeUser, { topic: 'CREDIT_NOTE', title: 'Gutschriften Oktober' });
    const { sheet, rows, response } = await workbookOf(w.financeUser, id);
    expect(response.headers['content-disposition']).toMatch(/filename="gutschriften-oktober-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(rows[0]).toEqual(['Gutschriften Oktober · Gutschriften · 01.10.2026 – 31.10.2026']);
    expect(rows[1]).toEqual([
      'Gutschrift-Nr.',
      'Ausgestellt am',
      'Leistungsdatum',
      'Status',
      'Agentur',
      'Freelancer',
      'Kreditor-Nr.',
      'Projekt',
      'Kunde',
      'Buchung',
      'Netto',
      'USt-Satz %',
      'USt',
      'Brutto',
      'Storno-Nr.',
      'Storniert am',
    ]);
    const s = scenario;
    expect(rows.slice(2).map((row) => [row[0], row[3], row[10], row[12], row[13]])).toEqual([
      [s.first.number, 'Freigegeben', 720, 136.8, 856.8],
      [s.cancelled.number, 'Storniert', 90, 17.1, 107.1],
      [s.southern.number, 'Freigegeben', 100, 19, 119],
      [s.second.number, 'Freigegeben', 180, 34.2, 214.2],
      [s.flatNote.number, 'Freigegeben', 1000, 190, 1190],
    ]);
    const first = sheet.getRow(3);
    expect(first.getCell(2).value).toEqual(berlin('2026-10-06'));
    expect(first.getCell(2).numFmt).toBe('DD.MM.YYYY');
    expect(first.getCell(3).value).toEqual(berlin('2026-10-05'));
    expect(first.getCell(11).numFmt).toContain('€');
    expect(first.getCell(12).value).toBe(19);
    expect(sheet.getRow(4).getCell(15).value).toBe(`${s.cancelled.number}-S`);

    // The same report as a Nordlicht managing director: no Südwind note.
    const own = await saved(w.md, { topic: 'CREDIT_NOTE', title: 'Nord Oktober' });
    const northern = await workbookOf(w.md, own.id);
    expect(northern.rows.slice(2).map((row) => row[0])).toEqual([
      s.first.number,
      s.cancelled.number,
      s.second.number,
      s.flatNote.number,
    ]);
  });

  test('CREDIT_NOTE as CSV: BOM, semicolons, German numbers and dates, English on request', async () => {
    const { id } = await saved(w.admin, { topic: 'CREDIT_NOTE', title: 'CSV', status: ['CANCELLED'] });
    const response = await get(w.admin, `reports/download?id=${id}&format=csv`, 'de');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="csv-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]!.split(';').slice(0, 4)).toEqual(['Gutschrift-Nr.', 'Ausgestellt am', 'Leistungsdatum', 'Status']);
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells.slice(0, 4)).toEqual([scenario.cancelled.number, '08.10.2026', '07.10.2026', 'Storniert']);
    expect(cells.slice(10, 14)).toEqual(['90,00', '19,00', '17,10', '107,10']);
    const english = await get(w.admin, `reports/download?id=${id}&format=csv`, 'en');
    expect(english.rawPayload.subarray(3).toString('utf8').split(';')[0]).toBe('Credit note no.');
  });

  test('CREDIT_NOTE_AMOUNT: sums per agency and freelancer, approved notes only', async () => {
    const { id } = await saved(w.admin, { topic: 'CREDIT_NOTE_AMOUNT', title: 'Summen' });
    const { rows, sheet } = await workbookOf(w.admin, id);
    expect(rows[1]).toEqual(['Agentur', 'Freelancer', 'Kreditor-Nr.', 'Anzahl Gutschriften', 'Netto', 'USt', 'Brutto']);
    const name = (user: User) => `${user.firstName} ${user.lastName}`.trim();
    expect(rows.slice(2)).toEqual(
      [
        [w.nordlicht.name, name(w.freelancer), expect.any(String), 3, 1900, 361, 2261],
        [w.suedwind.name, name(w.otherFreelancer), expect.any(String), 1, 100, 19, 119],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(sheet.getRow(3).getCell(5).numFmt).toContain('€');
  });

  test('COST_ALLOCATION: cost per allocation number and month, cancelled notes left out', async () => {
    const { id } = await saved(w.cfo, {
      topic: 'COST_ALLOCATION',
      title: 'Kostenstellen',
      timeframe_end_date: '2026-11-30',
      agencies: [w.nordlicht.id],
    });
    const { rows, sheet } = await workbookOf(w.cfo, id);
    expect(rows[1]).toEqual(['Monat', 'Kostenstelle', 'Bezeichnung', 'Projekt', 'Agentur', 'Stunden', 'Kosten netto']);
    const project = w.splitProject.name;
    expect(rows.slice(2).map((row) => [row[1], row[3], row[4], row[5] ?? null, row[6]])).toEqual([
      ['KST-A', project, w.nordlicht.name, 8, 720],
      ['KST-B', project, w.nordlicht.name, 2, 1180],
      ['KST-A', project, w.nordlicht.name, 4, 360],
    ]);
    expect(sheet.getRow(3).getCell(1).value).toEqual(berlin('2026-10-01'));
    expect(sheet.getRow(5).getCell(1).value).toEqual(berlin('2026-11-01'));
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('MM.YYYY');
  });

  test('BOOKING_DETAILS: bookings overlapping the time frame, filtered by freelancer and status', async () => {
    const { id } = await saved(w.groupCfo, {
      topic: 'BOOKING_DETAILS',
      title: 'Buchungen',
      freelancers: [w.freelancer.id],
      projects: [w.splitProject.id],
      status: ['BOOKED'],
    });
    const { rows, sheet } = await workbookOf(w.groupCfo, id);
    expect(rows[1]?.slice(0, 4)).toEqual(['Buchungscode', 'Titel', 'Status', 'Agentur']);
    const codes = rows.slice(2).map((row) => row[0]);
    expect(codes).toEqual(
      expect.arrayContaining([scenario.onA.bookingCode, scenario.onB.bookingCode, scenario.flat.bookingCode]),
    );
    const rowOfA = rows.slice(2).find((row) => row[0] === scenario.onA.bookingCode)!;
    // 40 h at 90 €; 8 + 1 + 4 hours recorded leave 27 h = 2 430 €.
    expect([rowOfA[2], rowOfA[10], rowOfA[11], rowOfA[12], rowOfA[13], rowOfA[14], rowOfA[15]]).toEqual([
      'Gebucht',
      'Stundensatz',
      90,
      40,
      3600,
      2430,
      'KST-A',
    ]);
    expect(sheet.getRow(3).getCell(9).value).toEqual(berlin('2026-09-01'));
  });

  test('AGENCY_BOOKING_AMOUNT: booked, cleared and open per agency', async () => {
    const { id } = await saved(w.admin, {
      topic: 'AGENCY_BOOKING_AMOUNT',
      title: 'Agenturen',
      projects: [w.splitProject.id, w.otherProject.id],
    });
    const { rows } = await workbookOf(w.admin, id);
    expect(rows[1]).toEqual([
      'Agentur',
      'Anzahl Buchungen',
      'Gebuchte Kosten',
      'Abgerechnet (Gutschriften)',
      'Noch offen',
    ]);
    // Nordlicht: 3 600 + 3 600 + 5 000 booked; 720 + 360 + 180 + 1 000 cleared (the cancelled 90 not).
    expect(rows.slice(2)).toEqual(
      [
        [w.nordlicht.name, 3, 12_200, 2260, 9940],
        [w.suedwind.name, 1, 1000, 100, 900],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  test('AGENCY_RATING: the booker’s stars and comment', async () => {
    const { id } = await saved(w.am, { topic: 'AGENCY_RATING', title: 'Bewertungen' });
    const { rows } = await workbookOf(w.am, id, 'en');
    expect(rows[1]).toEqual([
      'Rated on',
      'Agency',
      'Project',
      'Booking code',
      'Booking',
      'Freelancer',
      'Rated by',
      'Stars (1–5)',
      'Comment',
    ]);
    expect(rows.slice(2)).toEqual([
      [
        berlin('2026-10-15'),
        w.nordlicht.name,
        w.splitProject.name,
        scenario.onA.bookingCode,
        scenario.onA.title,
        `${w.freelancer.firstName} ${w.freelancer.lastName}`.trim(),
        `${w.am.firstName} ${w.am.lastName}`.trim(),
        4,
        'Sehr zuverlässig, gerne wieder',
      ],
    ]);
  });

  test('USER_LIST: an agency’s managing directors with translated roles', async () => {
    const { id } = await saved(w.md, {
      topic: 'USER_LIST',
      title: 'Geschäftsführung',
      timeframe_start_date: undefined,
      timeframe_end_date: undefined,
      status: ['MANAGING_DIRECTOR'],
    });
    const { rows, sheet } = await workbookOf(w.md, id);
    expect(rows[0]).toEqual(['Geschäftsführung · Benutzerliste · gesamter Zeitraum']);
    expect(
      rows
        .slice(2)
        .map((row) => row[2])
        .sort(),
    ).toEqual([w.md.email, w.md2.email].sort());
    expect(rows.slice(2).map((row) => row[3])).toEqual(['Geschäftsführung', 'Geschäftsführung']);
    expect(sheet.getRow(3).getCell(8).value).toBeInstanceOf(Date);
  });

  test('closing a booking with stars and a comment feeds AGENCY_RATING; the rating stays optional', async () => {
    const booked = () =>
      createBooking(t.db, {
        projectId: w.project.id,
        createdBy: w.am.id,
        freelancerId: w.otherFreelancer.id,
        status: 'BOOKED',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      });
    const close = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/agency/booking/close',
        headers: await w.headers(w.am),
        payload: body,
      });
    const rated = await booked();
    expect((await close({ booking_id: rated.id, rating: 6 })).statusCode).toBe(400);
    const response = await close({ booking_id: rated.id, rating: 5, rating_comment: '  Hervorragende Arbeit  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('FINISHED');
    const unrated = await booked();
    expect((await close({ booking_id: unrated.id })).statusCode).toBe(200);

    const { id } = await saved(w.am, {
      topic: 'AGENCY_RATING',
      title: 'Alle Bewertungen',
      timeframe_start_date: undefined,
      timeframe_end_date: undefined,
      freelancers: [w.otherFreelancer.id],
    });
    const { rows } = await workbookOf(w.am, id);
    expect(rows.slice(2).map((row) => [row[3], row[6], row[7], row[8]])).toEqual([
      [rated.bookingCode, `${w.am.firstName} ${w.am.lastName}`.trim(), 5, 'Hervorragende Arbeit'],
    ]);
  });
});
