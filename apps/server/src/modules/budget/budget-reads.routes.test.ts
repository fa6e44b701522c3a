import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createClient } from '../../db/factories/client.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createProject } from '../../db/factories/project.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { createUser, type User } from '../../db/factories/user.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { setClock } from '../../platform/clock.ts';
import { api, createRecordWorld, type RecordWorld } from '../time-records/record-test-world.ts';

/**
 * Budget figures of a seeded scenario, worked out by hand. Today is 12.03.2027 (financial year 2026/27).
 * Nordlicht pays a 7.5 % fee and has a budget of 20 000 € for 2026/27.
 *
 * Project "Frühjahr" (due 31.05.2027, client Alsterbank):
 *   B1 hourly 40 h × 100 €, BOOKED 01.09.–31.12.2026: 4 000 €; finance-approved 8 h on 10.09. (800 €) and
 *      4 h on 02.11. (400 €)
 *   B2 flat 2 000 €, FINISHED, starts 05.10.2026; payment 1 200 € finance-approved on 20.10.; payment 800 €
 *      on 25.10. approved by finance, its credit note cancelled (so back to FINANCE_REJECTED, not cleared)
 *   B3 flat 1 000 € CANCELLED and B5 flat 500 € PENDING: not commissioned
 *   B6 hourly 100 h × 50 € for the other freelancer, BOOKED 01.–31.03.2027: 5 000 €; 8 h PENDING (02.03.) and
 *      4 h APPROVED (05.03.) wait for review
 *   B7 flat 1 000 €, BOOKED 01.02.–30.04.2027; payment 300 € FINANCE_PENDING (10.02.)
 * Project "Sommer" (due 15.07.2027, so financial year 2027/28):
 *   B4 hourly 10 h × 80 €, BOOKED from 03.05.2027: 800 €; 2 h finance-approved on 10.05.2027 (160 €)
 * Südwind (no fee, no budget): project due 30.04.2027, B8 flat 3 000 € BOOKED from 01.01.2027.
 *
 * 2026/27 Nordlicht: commissioned 4 000 + 2 000 + 5 000 + 1 000 = 12 000 → 12 900 € with the fee;
 *   cleared 800 + 400 + 1 200 = 2 400 → 2 580 €; remaining 20 000 − 12 900 = 7 100 €; used 64.5 %.
 *   Forecast: B6 unreviewed 12 h × 50 = 600 €; B6 used 12 h in 12 days (1 h a day) × 19 days left = 19 h → 950 €;
 *   B7 300 € pending + 700 € left = 1 000 €; B1 ended, B2 finished: 0. 2 550 € → 2 741.25 € with the fee;
 *   projected = 2 580 + 2 741.25 = 5 321.25 €.
 * 2027/28 Nordlicht: commissioned 800 → 860 €, cleared 160 → 172 €, both placed in July 2027.
 */

let t: TestApp;
let w: RecordWorld;
let globalCfo: User;
let spring: { id: number };
let summer: { id: number };
let southProject: { id: number };

beforeAll(async () => {
  setClock({ now: () => new Date('2027-03-12T10:00:00Z') });
  t = await createTestApp();
  w = await createRecordWorld(t);
  globalCfo = await createUser(t.db, { role: 'finance-cfo-global' });
  const otherClient = await createClient(t.db, { agencyId: w.nordlicht.id, name: 'Hafenwerft' });
  spring = await createProject(t.db, {
    agencyId: w.nordlicht.id,
    clientId: w.client.id,
    createdBy: w.am.id,
    name: 'Frühjahr',
    startDate: '2026-07-01',
    dueDate: '2027-05-31',
  });
  summer = await createProject(t.db, {
    agencyId: w.nordlicht.id,
    clientId: otherClient.id,
    createdBy: w.am.id,
    name: 'Sommer',
    startDate: '2027-04-01',
    dueDate: '2027-07-15',
  });
  southProject = await createProject(t.db, {
    agencyId: w.suedwind.id,
    clientId: w.otherClient.id,
    createdBy: w.otherAm.id,
    name: 'Süd',
    startDate: '2026-07-01',
    dueDate: '2027-04-30',
  });
  const base = { projectId: spring.id, createdBy: w.am.id, freelancerId: w.freelancer.id } as const;
  const b1 = await createBooking(t.db, {
    ...base,
    status: 'BOOKED',
    rateType: 'HOURLY',
    ratePerHourCents: 10_000,
    hours: 40,
    startDate: '2026-09-01',
    endDate: '2026-12-31',
  });
  await createTimeRecord(t.db, { bookingId: b1.id, status: 'FINANCE_APPROVED', minutes: 480, workDate: '2026-09-10' });
  await createTimeRecord(t.db, { bookingId: b1.id, status: 'FINANCE_APPROVED', minutes: 240, workDate: '2026-11-02' });
  const b2 = await createBooking(t.db, {
    ...base,
    status: 'BOOKED',
    rateType: 'FLAT',
    flatAmountCents: 200_000,
    startDate: '2026-10-05',
    endDate: '2026-12-31',
  });
  await createFlatRatePayment(t.db, {
    bookingId: b2.id,
    status: 'FINANCE_APPROVED',
    amountCents: 120_000,
    paymentDate: '2026-10-20',
  });
  const cancelled = await createFlatRatePayment(t.db, {
    bookingId: b2.id,
    amountCents: 80_000,
    paymentDate: '2026-10-25',
  });
  const approve = await api(t, w, w.financeUser, 'PUT', 'agency/flatrate-payment', {
    id: cancelled.id,
    status: 'FINANCE_APPROVED',
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.flatRatePaymentId, cancelled.id));
  const cancel = await api(t, w, w.financeUser, 'POST', 'agency/credit-note/cancel', {
    id: note!.id,
    reason: 'Falscher Leistungszeitraum',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // B2 is FINISHED once its payments are in.
  await t.db.update(bookings).set({ status: 'FINISHED' }).where(eq(bookings.id, b2.id));
  await createBooking(t.db, { ...base, status: 'CANCELLED', rateType: 'FLAT', flatAmountCents: 100_000 });
  await createBooking(t.db, { ...base, status: 'PENDING', rateType: 'FLAT', flatAmountCents: 50_000 });
  const b6 = await createBooking(t.db, {
    ...base,
    freelancerId: w.otherFreelancer.id,
    status: 'BOOKED',
    rateType: 'HOURLY',
    ratePerHourCents: 5_000,
    hours: 100,
    startDate: '2027-03-01',
    endDate: '2027-03-31',
  });
  await createTimeRecord(t.db, { bookingId: b6.id, status: 'PENDING', minutes: 480, workDate: '2027-03-02' });
  await createTimeRecord(t.db, { bookingId: b6.id, status: 'APPROVED', minutes: 240, workDate: '2027-03-05' });
  const b7 = await createBooking(t.db, {
    ...base,
    status: 'BOOKED',
    rateType: 'FLAT',
    flatAmountCents: 100_000,
    startDate: '2027-02-01',
    endDate: '2027-04-30',
  });
  await createFlatRatePayment(t.db, { bookingId: b7.id, amountCents: 30_000, paymentDate: '2027-02-10' });
  const b4 = await createBooking(t.db, {
    ...base,
    projectId: summer.id,
    status: 'BOOKED',
    rateType: 'HOURLY',
    ratePerHourCents: 8_000,
    hours: 10,
    startDate: '2027-05-03',
    endDate: '2027-07-15',
  });
  await createTimeRecord(t.db, { bookingId: b4.id, status: 'FINANCE_APPROVED', minutes: 120, workDate: '2027-05-10' });
  await createBooking(t.db, {
    projectId: southProject.id,
    createdBy: w.otherAm.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    rateType: 'FLAT',
    flatAmountCents: 300_000,
    startDate: '2027-01-01',
    endDate: '2027-04-30',
  });
  const fee = await api(t, w, w.admin, 'POST', 'agency/freelancer-fee', { agency_id: w.nordlicht.id, fee: 7.5 });
  expect(fee.statusCode, fee.body).toBe(200);
  const increase = await api(t, w, w.cfo, 'POST', 'agency/increase/budget', {
    agency_id: w.nordlicht.id,
    amount: 20_000,
  });
  expect(increase.statusCode, increase.body).toBe(200);
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const budgetOf = (user: User, query: Record<string, unknown> = {}) =>
  api(t, w, user, 'GET', 'agency/agency/budget', query);

describe('agency/budget', () => {
  test('the managing director reads the current year of their agency with the forecast', async () => {
    const response = await budgetOf(w.md);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      agency_id: w.nordlicht.id,
      agency_name: w.nordlicht.name,
      financial_year: '2026/27',
      is_current: true,
      status: 'OPEN',
      budget: 20_000,
      commissioned: 12_900,
      cleared: 2_580,
      projected: 5_321.25,
      remaining: 7_100,
      percentage_used: 64.5,
      freelancer_fee: 7.5,
      closed_at: null,
    });
  });

  test('a project due in July counts toward the next year, which has no forecast and no budget yet', async () => {
    const response = await budgetOf(w.am, { financial_year: '2027/28' });
    expect(response.json().data).toMatchObject({
      financial_year: '2027/28',
      is_current: false,
      budget: 0,
      commissioned: 860,
      cleared: 172,
      projected: null,
      remaining: -860,
      percentage_used: null,
    });
  });

  test.each([
    ['admin', () => w.admin],
    ['the CFO of both agencies', () => w.cfo],
    ['the group CFO of Nordlicht', () => w.groupCfo],
    ['the global CFO', () => globalCfo],
    ['a finance user', () => w.financeUser],
  ])('%s reads Nordlicht with agency_id', async (_who, user) => {
    const response = await budgetOf(user(), { agency_id: w.nordlicht.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ commissioned: 12_900, cleared: 2_580 });
  });

  test('another agency’s budget is not found for an agency user and for a CFO outside their groups', async () => {
    expect((await budgetOf(w.md, { agency_id: w.suedwind.id })).statusCode).toBe(404);
    expect((await budgetOf(w.otherMd, { agency_id: w.nordlicht.id })).statusCode).toBe(404);
    expect((await budgetOf(w.groupCfo, { agency_id: w.suedwind.id })).statusCode).toBe(404);
    expect((await budgetOf(w.admin, { agency_id: 999_999 })).statusCode).toBe(404);
  });

  test('a freelancer may not read budgets; admin and finance must name the agency; a bad year is refused', async () => {
    expect((await budgetOf(w.freelancer)).statusCode).toBe(403);
    const missing = await budgetOf(w.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('agency_id');
    expect((await budgetOf(w.md, { financial_year: '2026/28' })).statusCode).toBe(400);
  });
});

describe('consumption charts', () => {
  test('the yearly chart has the twelve months July to June with commissioned and cleared, fee included', async () => {
    const response = await api(t, w, w.md, 'GET', 'agency/consumption/yearly/2026');
    expect(response.statusCode, response.body).toBe(200);
    const points = response.json().data as { period: string; commissioned: number; cleared: number }[];
    expect(points.map((point) => point.period)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    const nonZero = points.filter((point) => point.commissioned || point.cleared);
    expect(nonZero).toEqual([
      { period: '2026-09', commissioned: 4_300, cleared: 860 },
      { period: '2026-10', commissioned: 2_150, cleared: 1_290 },
      { period: '2026-11', commissioned: 0, cleared: 430 },
      { period: '2027-02', commissioned: 1_075, cleared: 0 },
      { period: '2027-03', commissioned: 5_375, cleared: 0 },
    ]);
  });

  test('the next year places the July project’s May cost in July 2027', async () => {
    const points = (await api(t, w, w.md, 'GET', 'agency/consumption/yearly/2027')).json().data;
    expect(points.filter((point: { commissioned: number }) => point.commissioned)).toEqual([
      { period: '2027-07', commissioned: 860, cleared: 172 },
    ]);
  });

  test('the month drill-down has one point per day', async () => {
    const response = await api(t, w, w.md, 'GET', 'agency/consumption/monthly/9/year/2026');
    expect(response.statusCode, response.body).toBe(200);
    const points = response.json().data as { period: string; commissioned: number; cleared: number }[];
    expect(points).toHaveLength(30);
    expect(points.filter((point) => point.commissioned || point.cleared)).toEqual([
      { period: '2026-09-01', commissioned: 4_300, cleared: 0 },
      { period: '2026-09-10', commissioned: 0, cleared: 860 },
    ]);
  });

  test('finance without agency_id sees the sum of its scope; agency users stay in their agency', async () => {
    const all = (await api(t, w, w.financeUser, 'GET', 'agency/consumption/yearly/2026')).json().data;
    // Südwind's 3 000 € (no fee) start in January 2027.
    expect(all.find((point: { period: string }) => point.period === '2027-01')).toEqual({
      period: '2027-01',
      commissioned: 3_000,
      cleared: 0,
    });
    const group = (await api(t, w, w.groupCfo, 'GET', 'agency/consumption/yearly/2026')).json().data;
    expect(group.find((point: { period: string }) => point.period === '2027-01').commissioned).toBe(0);
    expect(
      (await api(t, w, w.md, 'GET', 'agency/consumption/yearly/2026', { agency_id: w.suedwind.id })).statusCode,
    ).toBe(404);
    expect((await api(t, w, w.freelancer, 'GET', 'agency/consumption/yearly/2026')).statusCode).toBe(403);
    expect((await api(t, w, w.md, 'GET', 'agency/consumption/monthly/13/year/2026')).statusCode).toBe(400);
  });
});

describe('budget/{type}', () => {
  test('top consumptions by freelancer, sorted by commissioned or by cleared', async () => {
    const byCommissioned = await api(t, w, w.md, 'GET', 'agency/budget/freelancers');
    expect(byCommissioned.statusCode, byCommissioned.body).toBe(200);
    const page = byCommissioned.json().data;
    // Freelancer: B1 4 000 + B2 2 000 + B7 1 000 = 7 000 → 7 525 €; the other one: B6 5 000 → 5 375 €.
    expect(page.data.map((row: { id: number; commissioned: number; cleared: number; share: number }) => row)).toEqual([
      expect.objectContaining({ id: w.freelancer.id, commissioned: 7_525, cleared: 2_580, share: 58.33 }),
      expect.objectContaining({ id: w.otherFreelancer.id, commissioned: 5_375, cleared: 0, share: 41.67 }),
    ]);
    expect(page).toMatchObject({ total: 2, page: 1, last_page: 1 });
    const byCleared = (
      await api(t, w, w.md, 'GET', 'agency/budget/freelancers', { sort_by: 'cleared', sort: 'asc' })
    ).json().data;
    expect(byCleared.data.map((row: { id: number }) => row.id)).toEqual([w.otherFreelancer.id, w.freelancer.id]);
    // One a page: the second page holds the second, with its share of both; past the last, none.
    const second = (await api(t, w, w.md, 'GET', 'agency/budget/freelancers', { items: 1, page: 2 })).json().data;
    expect(second).toMatchObject({ total: 2, page: 2, last_page: 2 });
    expect(second.data).toEqual([expect.objectContaining({ id: w.otherFreelancer.id, share: 41.67 })]);
    const beyond = (await api(t, w, w.md, 'GET', 'agency/budget/freelancers', { items: 1, page: 3 })).json().data;
    expect(beyond).toMatchObject({ data: [], total: 2, last_page: 2 });
  });

  test('by project and client with names, one item per page', async () => {
    const projects = (await api(t, w, w.md, 'GET', 'agency/budget/projects', { items: 1 })).json().data;
    expect(projects).toMatchObject({ total: 1, last_page: 1 });
    expect(projects.data[0]).toEqual({
      id: spring.id,
      name: 'Frühjahr',
      commissioned: 12_900,
      cleared: 2_580,
      share: 100,
    });
    const clients = (await api(t, w, w.md, 'GET', 'agency/budget/clients', { financial_year: '2027/28' })).json().data;
    expect(clients.data).toEqual([
      expect.objectContaining({ name: 'Hafenwerft', commissioned: 860, cleared: 172, share: 100 }),
    ]);
  });

  test('by agency: the global CFO sees both, the group CFO only Nordlicht', async () => {
    const all = (await api(t, w, globalCfo, 'GET', 'agency/budget/agencies')).json().data;
    expect(all.data.map((row: { id: number; commissioned: number }) => [row.id, row.commissioned])).toEqual([
      [w.nordlicht.id, 12_900],
      [w.suedwind.id, 3_000],
    ]);
    const group = (await api(t, w, w.groupCfo, 'GET', 'agency/budget/agencies')).json().data;
    expect(group.data.map((row: { id: number }) => row.id)).toEqual([w.nordlicht.id]);
    expect((await api(t, w, w.md, 'GET', 'agency/budget/unknown')).statusCode).toBe(400);
    expect((await api(t, w, w.freelancer, 'GET', 'agency/budget/projects')).statusCode).toBe(403);
  });
});

describe('finance dashboard', () => {
  test('the CFO of both agencies sees budget use per agency, totals and what waits for finance', async () => {
    const response = await api(t, w, w.cfo, 'GET', 'agency/finance/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json().data;
    expect(dashboard).toMatchObject({
      financial_year: '2026/27',
      totals: { budget: 20_000, commissioned: 15_900, cleared: 2_580, remaining: 4_100 },
      // B6's 4 h APPROVED record waits for finance (the PENDING one waits for the agency); B7's 300 € payment.
      pending_time_records: 1,
      pending_flat_rate_payments: 1,
      // The oldest is B7's payment of 10.02.2027: 30 days before 12.03.2027.
      oldest_pending_days: 30,
      this_month: { month: '2027-03', commissioned: 5_375, cleared: 0 },
      credit_notes: { issued: 1, cancelled: 1 },
      agencies_near_budget: 0,
      agencies_over_budget: 0,
    });
    const expected = [
      expect.objectContaining({ id: w.nordlicht.id, budget: 20_000, commissioned: 12_900, percentage_used: 64.5 }),
      expect.objectContaining({ id: w.suedwind.id, budget: 0, commissioned: 3_000, percentage_used: null }),
    ];
    // By name.
    expect(dashboard.agencies).toEqual(w.nordlicht.name < w.suedwind.name ? expected : expected.reverse());
    expect(dashboard.top_consumptions[0]).toMatchObject({ id: spring.id, name: 'Frühjahr', commissioned: 12_900 });
    // The global CFO reads every agency (its statements written once for all calls); in the next financial year
    // the same statements read that year's budgets, none set yet.
    const budgetOfNordlicht = async () => {
      const all = (await api(t, w, globalCfo, 'GET', 'agency/finance/dashboard')).json().data;
      return all.agencies.find((agency: { id: number }) => agency.id === w.nordlicht.id).budget;
    };
    expect(await budgetOfNordlicht()).toBe(20_000);
    setClock({ now: () => new Date('2027-08-02T10:00:00Z') });
    try {
      expect(await budgetOfNordlicht()).toBe(0);
    } finally {
      setClock({ now: () => new Date('2027-03-12T10:00:00Z') });
    }
  });

  test('the group CFO sees Nordlicht only; agency users and freelancers may not call it', async () => {
    const dashboard = (await api(t, w, w.groupCfo, 'GET', 'agency/finance/dashboard')).json().data;
    expect(dashboard.agencies.map((agency: { id: number }) => agency.id)).toEqual([w.nordlicht.id]);
    expect(dashboard.totals.commissioned).toBe(12_900);
    expect((await api(t, w, w.md, 'GET', 'agency/finance/dashboard')).statusCode).toBe(403);
    expect((await api(t, w, w.freelancer, 'GET', 'agency/finance/dashboard')).statusCode).toBe(403);
  });

  test('the download is a spreadsheet with euro number cells and German headers', async () => {
    const headers = await w.headers(w.groupCfo, 'de');
    const response = await t.app.inject({ method: 'GET', url: '/api/agency/finance/dashboard/download', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toMatch(/^Finanz-Dashboard \d{4}\/\d{2}$/);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Agentur',
      'Status',
      'Budget',
      'Beauftragt',
      'Abgerechnet',
      'Verbleibend',
      'Verbraucht (%)',
    ]);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(w.nordlicht.name);
    expect(row.getCell(4).value).toBe(12_900);
    expect(row.getCell(4).numFmt).toBe('#,##0.00 "€";-#,##0.00 "€"');
    expect(sheet.getRow(4).getCell(1).value).toBe('Summe');
  });

  test('as CSV: semicolons, a byte-order mark and decimal commas for German', async () => {
    const headers = await w.headers(w.groupCfo, 'de');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/agency/finance/dashboard/download?format=csv',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Agentur;Status;Budget;Beauftragt;Abgerechnet;Verbleibend;Verbraucht (%)');
    expect(lines[1]).toBe(`${w.nordlicht.name};Offen;20000,00;12900,00;2580,00;7100,00;64,50`);
    expect((await api(t, w, w.am, 'GET', 'agency/finance/dashboard/download')).statusCode).toBe(403);
  });
});

describe('project detail', () => {
  test('the project’s commissioned and cleared come from the same computation', async () => {
    const response = await api(t, w, w.md, 'GET', 'agency/project', { id: spring.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ commissioned: 12_900, cleared: 2_580 });
  });
});

describe('role matrix of the reads', () => {
  type Who = 'admin' | 'globalCfo' | 'cfo' | 'groupCfo' | 'financeUser' | 'md' | 'am' | 'freelancer';
  const userOf = (who: Who) => (who === 'globalCfo' ? globalCfo : w[who]);
  const CALLS: [string, (agencyId: number) => [string, Record<string, unknown>]][] = [
    ['agency/budget', (id) => ['agency/agency/budget', { agency_id: id }]],
    ['budget/{type}', (id) => ['agency/budget/clients', { agency_id: id }]],
    ['consumption/yearly', (id) => ['agency/consumption/yearly/2026', { agency_id: id }]],
    ['consumption/monthly', (id) => ['agency/consumption/monthly/3/year/2027', { agency_id: id }]],
  ];
  // Nordlicht for everyone: agency users of Nordlicht and every finance role see it; freelancers may not call.
  test.each(
    CALLS.flatMap(([call, route]) =>
      (['admin', 'globalCfo', 'cfo', 'groupCfo', 'financeUser', 'md', 'am', 'freelancer'] as const).map(
        (who) => [call, who, route, who === 'freelancer' ? 403 : 200] as const,
      ),
    ),
  )('%s as %s on Nordlicht', async (_call, who, route, status) => {
    const [path, query] = route(w.nordlicht.id);
    expect((await api(t, w, userOf(who), 'GET', path, query)).statusCode).toBe(status);
  });
  // Südwind: outside the group CFO's groups and not the Nordlicht staff's agency.
  test.each(
    CALLS.flatMap(([call, route]) =>
      (['admin', 'globalCfo', 'cfo', 'financeUser', 'groupCfo', 'md', 'am'] as const).map(
        (who) => [call, who, route, ['groupCfo', 'md', 'am'].includes(who) ? 404 : 200] as const,
      ),
    ),
  )('%s as %s on Südwind', async (_call, who, route, status) => {
    const [path, query] = route(w.suedwind.id);
    expect((await api(t, w, userOf(who), 'GET', path, query)).statusCode).toBe(status);
  });
  test.each([
    ['admin', 200],
    ['globalCfo', 200],
    ['cfo', 200],
    ['groupCfo', 200],
    ['financeUser', 200],
    ['md', 403],
    ['am', 403],
    ['freelancer', 403],
  ] as const)('finance/dashboard and its download as %s: %i', async (who, status) => {
    expect((await api(t, w, userOf(who), 'GET', 'agency/finance/dashboard')).statusCode).toBe(status);
    expect(
      (await api(t, w, userOf(who), 'GET', 'agency/finance/dashboard/download', { format: 'csv' })).statusCode,
    ).toBe(status);
  });
});

describe('finance dashboard at scale', () => {
  test('what waits for finance is counted up to the cap, as a list total is, and nothing else moves', async () => {
    const before = (await api(t, w, globalCfo, 'GET', 'agency/finance/dashboard')).json().data;
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.agencyId, w.suedwind.id)).limit(1);
    const bulk = sql`insert into time_records
        (booking_id, freelancer_id, agency_id, work_date, minutes, description, status, submitted_date)
      select ${booking!.id}, ${booking!.freelancerId}, ${booking!.agencyId}, date '2027-03-10', 60, 'Bulk',
        'APPROVED', date '2027-03-11'
      from generate_series(1, ${LIST_COUNT_CAP + 1})`;
    await t.db.execute(bulk);
    try {
      const response = await api(t, w, globalCfo, 'GET', 'agency/finance/dashboard');
      expect(response.statusCode, response.body).toBe(200);
      const dashboard = response.json().data;
      expect(dashboard.pending_time_records).toBe(LIST_COUNT_CAP);
      expect(dashboard.pending_flat_rate_payments).toBe(before.pending_flat_rate_payments);
      expect(dashboard.oldest_pending_days).toBe(before.oldest_pending_days);
    } finally {
      await t.db.delete(timeRecords).where(eq(timeRecords.description, 'Bulk'));
    }
  });
});
