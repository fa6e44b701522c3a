import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { parseDatev } from '../../../test/datev-file.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createCreditNote } from '../../db/factories/credit-note.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import type { User } from '../../db/factories/user.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { type Scenario, seedScenario } from '../reports/report-test-scenario.ts';
import { createRecordWorld, type RecordWorld } from '../time-records/record-test-world.ts';

let t: TestApp;
let w: RecordWorld;
let s: Scenario;

const FREELANCER_IBAN = 'DE89370400440532013000';
const OTHER_IBAN = 'DE02100100109307118603';
const AGENCY_IBAN = 'DE02120300000000202051';

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
  s = await seedScenario(t, w);
  await t.db
    .update(freelancers)
    .set({
      iban: FREELANCER_IBAN,
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      vendorNumber: '70123',
      companyName: null,
    })
    .where(eq(freelancers.id, w.freelancer.id));
  await t.db
    .update(freelancers)
    .set({ iban: OTHER_IBAN, bic: null, bankName: null, vendorNumber: null })
    .where(eq(freelancers.id, w.otherFreelancer.id));
});
afterAll(() => t.close());

async function get(user: User, route: string, query: Record<string, string | number>, language: 'en' | 'de' = 'de') {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/agency/accounting/${route}?${search}`,
    headers: await w.headers(user, language),
  });
}
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };
const nameOf = (user: User) => `${user.firstName} ${user.lastName}`.trim();

describe('DATEV Buchungsstapel', () => {
  test('one line per credit note and per cancellation of October, in Windows-1252 with the EXTF header', async () => {
    const response = await get(w.financeUser, 'datev', OCTOBER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-10-01_2026-10-31.csv"',
    );
    expect(response.headers['content-type']).toContain('windows-1252');
    const bytes = response.rawPayload;
    // Windows-1252, not UTF-8: "ü" of "Gegenkonto (ohne BU-Schlüssel)" is the single byte 0xFC.
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true);
    expect(bytes.includes(Buffer.from('ü', 'utf8'))).toBe(false);
    const { header, columns, rows } = parseDatev(bytes);
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header).toHaveLength(31);
    expect(header[10]).toBe('1001');
    expect(header[11]).toBe('1');
    expect(header[12]).toBe('20260701');
    expect(header[13]).toBe('4');
    expect(header.slice(14, 16)).toEqual(['20261001', '20261031']);
    expect(header[16]).toBe('Gutschriften 01.10.26-31.10.26');
    expect(header[21]).toBe('EUR');
    expect(columns).toHaveLength(125);
    expect(columns[7]).toBe('Gegenkonto (ohne BU-Schlüssel)');
    expect(columns[36]).toBe('KOST1 - Kostenstelle');
    expect(columns[114]).toBe('Leistungsdatum');
    for (const row of rows) expect(row).toHaveLength(125);
    const pick = (row: string[]) => [
      row[0],
      row[1],
      row[6],
      row[7],
      row[8],
      row[9],
      row[10],
      row[13],
      row[36],
      row[114],
    ];
    const freelancer = nameOf(w.freelancer);
    expect(rows.map(pick)).toEqual([
      ['856,80', 'H', '70123', '3100', '9', '0610', s.first.number, `Gutschrift ${freelancer}`, 'KST-A', '05102026'],
      [
        '107,10',
        'H',
        '70123',
        '3100',
        '9',
        '0810',
        s.cancelled.number,
        `Gutschrift ${freelancer}`,
        'KST-A',
        '07102026',
      ],
      [
        '107,10',
        'S',
        '70123',
        '3100',
        '9',
        '0810',
        `${s.cancelled.number}-S`,
        `Storno Gutschrift ${freelancer}`,
        'KST-A',
        '07102026',
      ],
      [
        '119,00',
        'H',
        '70000',
        '3100',
        '9',
        '1010',
        s.southern.number,
        `Gutschrift ${nameOf(w.otherFreelancer)}`,
        expect.any(String),
        '09102026',
      ],
      ['214,20', 'H', '70123', '3100', '9', '1310', s.second.number, `Gutschrift ${freelancer}`, 'KST-B', '12102026'],
      [
        '1190,00',
        'H',
        '70123',
        '3100',
        '9',
        '2110',
        s.flatNote.number,
        `Gutschrift ${freelancer}`,
        'KST-B',
        // A flat payment's note covers its booking's period: the date of supply it states is the period's end.
        '31122026',
      ],
    ]);
  });

  test('a note belongs to the Berlin day it was issued on, across midnight and the change to summer time', async () => {
    const booking = await createBooking(t.db, { status: 'BOOKED' });
    const issuedAt = async (instant: string) =>
      createCreditNote(t.db, {
        timeRecordId: (await createTimeRecord(t.db, { bookingId: booking.id, status: 'FINANCE_APPROVED' })).id,
        issuedAt: new Date(instant),
      });
    const lastOfFebruary = await issuedAt('2026-02-28T22:30:00Z'); // 23:30 in Berlin (UTC+1)
    const firstOfMarch = await issuedAt('2026-02-28T23:30:00Z'); // 00:30 on 1 March
    const lastOfMarch = await issuedAt('2026-03-31T21:30:00Z'); // 23:30 in Berlin (UTC+2 since 29 March)
    const firstOfApril = await issuedAt('2026-03-31T22:30:00Z'); // 00:30 on 1 April
    const march = { start_date: '2026-03-01', end_date: '2026-03-31', agency_id: booking.agencyId };

    const datev = await get(w.financeUser, 'datev', march);
    expect(datev.statusCode, datev.body).toBe(200);
    expect(parseDatev(datev.rawPayload).rows.map((row) => [row[10], row[9]])).toEqual([
      [firstOfMarch.number, '0103'],
      [lastOfMarch.number, '3103'],
    ]);
    const payouts = await get(w.financeUser, 'payouts', { ...march, format: 'csv' });
    const [line] = payouts.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(line!.split(';')[7]).toBe([firstOfMarch.number, lastOfMarch.number].sort().join(', '));
    for (const outside of [lastOfFebruary, firstOfApril]) expect(datev.body).not.toContain(outside.number);
  });

  test('a CFO exports their groups’ agencies only; advisor numbers and the expense account are chosen', async () => {
    const response = await get(w.groupCfo, 'datev', {
      ...OCTOBER,
      consultant_number: 29098,
      client_number: 55003,
      expense_account: '4780',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { header, rows } = parseDatev(response.rawPayload);
    expect([header[10], header[11]]).toEqual(['29098', '55003']);
    expect(rows.map((row) => row[10])).not.toContain(s.southern.number);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row[7]))).toEqual(new Set(['4780']));
    expect((await get(w.groupCfo, 'datev', { ...OCTOBER, agency_id: w.suedwind.id })).statusCode).toBe(404);
  });

  test('a period across two financial years is refused in the caller’s language; bad input is 400', async () => {
    const across = await get(w.admin, 'datev', { start_date: '2026-06-01', end_date: '2026-07-31' });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe(
      'Ein DATEV-Export umfasst ein Geschäftsjahr (Juli bis Juni). Bitte wählen Sie einen Zeitraum innerhalb eines Jahres.',
    );
    expect((await get(w.admin, 'datev', { start_date: '2026-10-31', end_date: '2026-10-01' })).statusCode).toBe(400);
    expect((await get(w.admin, 'datev', { start_date: '2026-10-01' })).statusCode).toBe(400);
    expect((await get(w.admin, 'datev', { ...OCTOBER, expense_account: 'abc' })).statusCode).toBe(400);
  });

  test('role matrix: admin and every finance role may; agency users and freelancers may not', async () => {
    for (const user of [w.admin, w.financeUser, w.cfo, w.groupCfo]) {
      for (const route of ['datev', 'payouts']) {
        expect((await get(user, route, OCTOBER)).statusCode, `${user.role} ${route}`).toBe(200);
      }
    }
    for (const user of [w.md, w.am, w.freelancer]) {
      for (const route of ['datev', 'payouts', 'sepa']) {
        const response = await get(user, route, { ...OCTOBER, agency_id: w.nordlicht.id, debtor_iban: AGENCY_IBAN });
        expect(response.statusCode, `${user.role} ${route}`).toBe(403);
      }
    }
  });
});

describe('payouts', () => {
  test('what each freelancer is owed, from which notes, with IBAN, as a German XLSX', async () => {
    const response = await get(w.financeUser, 'payouts', OCTOBER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="auszahlungen-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Auszahlungen')!;
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    expect(rows[0]).toEqual(['Auszahlungen an Freelancer · 01.10.2026 – 31.10.2026']);
    expect(rows[1]).toEqual([
      'Agentur',
      'Empfänger',
      'Kreditor-Nr.',
      'IBAN',
      'BIC',
      'Bank',
      'Anzahl Gutschriften',
      'Gutschrift-Nummern',
      'Netto',
      'USt',
      'Auszahlungsbetrag',
    ]);
    const byAgency = rows.slice(2).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const expected = [
      [
        w.nordlicht.name,
        nameOf(w.freelancer),
        '70123',
        FREELANCER_IBAN,
        'COBADEFFXXX',
        'Commerzbank',
        3,
        [s.first.number, s.second.number, s.flatNote.number].sort().join(', '),
        1900,
        361,
        2261,
      ],
      [w.suedwind.name, nameOf(w.otherFreelancer), null, OTHER_IBAN, null, null, 1, s.southern.number, 100, 19, 119],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byAgency.map((row) => Array.from({ length: 11 }, (_, index) => row[index] ?? null))).toEqual(expected);
    expect(sheet.getRow(3).getCell(11).numFmt).toContain('€');
  });

  test('the same as CSV with semicolons, BOM and German amounts', async () => {
    const response = await get(w.admin, 'payouts', { ...OCTOBER, agency_id: w.suedwind.id, format: 'csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(';').slice(3)).toEqual([
      OTHER_IBAN,
      '',
      '',
      '1',
      s.southern.number,
      '100,00',
      '19,00',
      '119,00',
    ]);
  });
});

describe('SEPA credit transfer', () => {
  const schema = readFileSync(path.join(import.meta.dirname, 'pain.001.001.09.subset.xsd'), 'utf8');
  const validate = async (xml: string) =>
    (
      await validateXML({
        xml: [{ fileName: 'payouts.xml', contents: xml }],
        schema: [{ fileName: 'pain.001.001.09.xsd', contents: schema }],
      })
    ).errors.map((error) => error.message);

  test('one transfer per freelancer from the agency’s account, valid against the pain.001.001.09 schema', async () => {
    const response = await get(w.financeUser, 'sepa', {
      ...OCTOBER,
      agency_id: w.nordlicht.id,
      debtor_iban: 'DE02 1203 0000 0000 2020 51',
      debtor_bic: 'BYLADEM1001',
      execution_date: '2026-11-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="sepa-2026-10-01_2026-10-31-\d{4}-\d{2}-\d{2}\.xml"/,
    );
    const xml = response.body;
    expect(await validate(xml)).toEqual([]);
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    const between = (tag: string) =>
      [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
    expect(between('NbOfTxs')).toEqual(['1', '1']);
    expect(between('CtrlSum')).toEqual(['2261.00', '2261.00']);
    expect(between('IBAN')).toEqual([AGENCY_IBAN, FREELANCER_IBAN]);
    expect(between('InstdAmt')).toEqual(['2261.00']);
    expect(between('Dt')).toEqual(['2026-11-02']);
    expect(between('Ustrd')[0]).toBe(
      `Gutschriften ${[s.first.number, s.second.number, s.flatNote.number].sort().join(', ')}`,
    );
  });

  test('without the agency’s IBAN, with a bad one, or with a freelancer lacking one, it is refused clearly', async () => {
    const missing = await get(w.financeUser, 'sepa', { ...OCTOBER, agency_id: w.nordlicht.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Für die zahlende Agentur ist kein Bankkonto hinterlegt. Bitte geben Sie die IBAN für die SEPA-Datei an.',
    );
    const bad = await get(w.financeUser, 'sepa', { ...OCTOBER, agency_id: w.nordlicht.id, debtor_iban: 'DE00123' });
    expect(bad.json().code).toBe('rule.sepaDebtorIbanInvalid');
    await t.db.update(freelancers).set({ iban: null }).where(eq(freelancers.id, w.otherFreelancer.id));
    const noIban = await get(
      w.financeUser,
      'sepa',
      { ...OCTOBER, agency_id: w.suedwind.id, debtor_iban: AGENCY_IBAN },
      'en',
    );
    expect(noIban.statusCode).toBe(400);
    expect(noIban.json().message).toBe(
      `${nameOf(w.otherFreelancer)} has no valid IBAN. Please complete the bank details before creating the SEPA file.`,
    );
    await t.db.update(freelancers).set({ iban: OTHER_IBAN }).where(eq(freelancers.id, w.otherFreelancer.id));
    const nothing = await get(w.financeUser, 'sepa', {
      start_date: '2027-01-01',
      end_date: '2027-01-31',
      agency_id: w.nordlicht.id,
      debtor_iban: AGENCY_IBAN,
    });
    expect(nothing.json().code).toBe('rule.sepaNothingToPay');
    expect(
      (await get(w.groupCfo, 'sepa', { ...OCTOBER, agency_id: w.suedwind.id, debtor_iban: AGENCY_IBAN })).statusCode,
    ).toBe(404);
  });
});
