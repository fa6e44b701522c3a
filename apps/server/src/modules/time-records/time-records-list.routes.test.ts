import { TIME_RECORDING_TABS, TIME_REVIEW_TABS } from '@fm/contract/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createTimeRecord, type TimeRecord } from '../../db/factories/time-record.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { api, createRecordWorld, hourlyBooking, listPage, type RecordWorld, sortedIds } from './record-test-world.ts';

let t: TestApp;
let w: RecordWorld;
const mine: TimeRecord[] = [];
let colleagues: TimeRecord;
let suedwinds: TimeRecord;

const STATUSES = ['PENDING', 'DECLINED', 'APPROVED', 'FINANCE_REJECTED', 'FINANCE_APPROVED', 'CANCELLED'] as const;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
  const own = await hourlyBooking(w, { title: 'Spring campaign' })(t);
  for (const [index, status] of STATUSES.entries()) {
    mine.push(
      await createTimeRecord(t.db, {
        bookingId: own.id,
        status,
        minutes: 60,
        workDate: `2026-09-0${index + 1}`,
        submittedDate: `2026-10-0${index + 1}`,
        createdAt: new Date(`2026-10-0${index + 1}T10:00:00Z`),
      }),
    );
  }
  const colleague = await createBooking(t.db, {
    projectId: w.project.id,
    createdBy: w.md2.id,
    freelancerId: w.otherFreelancer.id,
    status: 'BOOKED',
    approvedAt: new Date(),
  });
  colleagues = await createTimeRecord(t.db, {
    bookingId: colleague.id,
    status: 'APPROVED',
    description: 'Illustrationen',
    createdAt: new Date('2026-10-20T10:00:00Z'),
  });
  const other = await createBooking(t.db, {
    projectId: w.otherProject.id,
    createdBy: w.otherAm.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    approvedAt: new Date(),
  });
  suedwinds = await createTimeRecord(t.db, {
    bookingId: other.id,
    status: 'APPROVED',
    createdAt: new Date('2026-10-21T10:00:00Z'),
  });
});
afterAll(() => t.close());

const list = (user: RecordWorld['am'], query: Record<string, unknown> = {}, path = 'freelancer/time-record') =>
  listPage(t, w, user, path, query);
const ids = (page: { data: { id: number }[] }) => sortedIds(page.data);
const idsOf = (...records: TimeRecord[]) => sortedIds(records);

describe('GET time-record: who sees what', () => {
  test('a freelancer sees their own records, newest first, 25 a page; freelancer and agency filters are ignored', async () => {
    const page = await list(w.freelancer);
    expect(page.data.map((row) => row.id)).toEqual([suedwinds, ...[...mine].reverse()].map((record) => record.id));
    expect(page).toMatchObject({ total: 7, items: 25, last_page: 1 });
    const ignored = await list(w.freelancer, { freelancers: [w.otherFreelancer.id], agencies: [w.suedwind.id] });
    expect(ignored.total).toBe(7);
  });

  test('agency users see their agency’s records; the agency filter is ignored for them', async () => {
    expect(ids(await list(w.am))).toEqual(idsOf(...mine, colleagues));
    expect((await list(w.md, { agencies: [w.suedwind.id] })).total).toBe(7);
    expect(ids(await list(w.otherAm))).toEqual(idsOf(suedwinds));
  });

  test('finance and admin see every agency and may filter by agency and freelancer', async () => {
    expect((await list(w.cfo)).total).toBe(8);
    expect(ids(await list(w.admin, { agencies: [w.suedwind.id] }))).toEqual(idsOf(suedwinds));
    expect(ids(await list(w.cfo, { freelancers: [w.otherFreelancer.id] }))).toEqual(idsOf(colleagues));
  });
});

describe('GET time-record: tabs and filters', () => {
  test.each(Object.entries(TIME_RECORDING_TABS))('tab %s maps to %j', async (tab, statuses) => {
    const page = await list(w.am, { tab });
    const expected = [...mine, colleagues].filter(
      (record) => statuses.length === 0 || (statuses as readonly string[]).includes(record.status),
    );
    expect(ids(page)).toEqual(idsOf(...expected));
  });

  test('pending is PENDING and FINANCE_REJECTED', async () => {
    expect((await list(w.freelancer, { tab: 'pending' })).data.map((row) => row.status).sort()).toEqual([
      'FINANCE_REJECTED',
      'PENDING',
    ]);
  });

  test('any filter drops the tab’s default status; a status filter replaces it', async () => {
    expect((await list(w.am, { tab: 'declined', keyword: ['Spring'] })).total).toBe(6);
    expect((await list(w.am, { tab: 'declined', projects: [w.project.id] })).total).toBe(1);
    expect((await list(w.am, { tab: 'declined', timeframe_start_date: '2026-09-05' })).total).toBe(2);
    expect(ids(await list(w.am, { tab: 'declined', status: ['APPROVED'] }))).toEqual(idsOf(mine[2]!, colleagues));
  });

  test('timeframe and submitted ranges, keyword, project, status list, sorting and paging', async () => {
    const timeframe = await list(w.am, { timeframe_start_date: '2026-09-02', timeframe_end_date: '2026-09-03' });
    expect(ids(timeframe)).toEqual(idsOf(mine[1]!, mine[2]!));
    const submitted = await list(w.am, { submitted_start_date: '2026-10-06', submitted_end_date: '2026-10-31' });
    expect(ids(submitted)).toEqual(idsOf(mine[5]!));
    expect(ids(await list(w.am, { keyword: ['illustration'] }))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.am, { status: ['PENDING', 'CANCELLED'] }))).toEqual(idsOf(mine[0]!, mine[5]!));
    const oldest = await list(w.am, { sort: 'asc', items: 2, page: 1 });
    expect(oldest.data.map((row) => row.id)).toEqual([mine[0]!.id, mine[1]!.id]);
    expect(oldest.last_page).toBe(4);
    const byDate = await list(w.am, { sortBy: 'date', sort: 'desc', items: 1 });
    expect(byDate.data[0]!.id).toBe(mine[5]!.id);
  });

  test('a keyword searches the description, the booking’s title and code, the project and the freelancer’s full name, case folded, in the caller’s scope only', async () => {
    const [other] = await t.db
      .select({ code: bookings.bookingCode })
      .from(bookings)
      .where(eq(bookings.id, suedwinds.bookingId));
    const fullName = `${w.otherFreelancer.firstName} ${w.otherFreelancer.lastName}`;
    expect(ids(await list(w.am, { keyword: [fullName.toUpperCase()] }))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.am, { keyword: ['spring CAMPAIGN'] }))).toEqual(idsOf(...mine));
    expect(ids(await list(w.otherAm, { keyword: [other!.code] }))).toEqual(idsOf(suedwinds));
    expect(ids(await list(w.admin, { keyword: [w.otherProject.name] }))).toEqual(idsOf(suedwinds));
    // Another agency's booking code or project finds nothing for an agency user, not even a count.
    expect((await list(w.am, { keyword: [other!.code] })).total).toBe(0);
    expect((await list(w.am, { keyword: [w.otherProject.name] })).total).toBe(0);
  });

  test('bad filters are refused', async () => {
    const response = await api(t, w, w.am, 'GET', 'freelancer/time-record', { status: ['NOPE'] });
    expect(response.statusCode).toBe(400);
    const reversed = await api(t, w, w.am, 'GET', 'freelancer/time-record', {
      timeframe_start_date: '2026-10-01',
      timeframe_end_date: '2026-09-01',
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('GET time-review-list', () => {
  test.each(Object.entries(TIME_REVIEW_TABS))('tab %s maps to %j', async (tab, statuses) => {
    const page = await list(w.md, { tab }, 'freelancer/time-review-list');
    const expected = [...mine, colleagues].filter((record) => (statuses as readonly string[]).includes(record.status));
    expect(ids(page)).toEqual(idsOf(...expected));
  });

  test('a filter drops the tab: bookers, freelancers, keyword', async () => {
    const path = 'freelancer/time-review-list';
    expect((await list(w.md, { tab: 'rejected', bookers: [w.am.id] }, path)).total).toBe(6);
    expect(ids(await list(w.md, { tab: 'rejected', bookers: [w.md2.id] }, path))).toEqual(idsOf(colleagues));
    expect((await list(w.md, { tab: 'pending', freelancers: [w.freelancer.id] }, path)).total).toBe(6);
    expect((await list(w.md, { tab: 'approved', keyword: ['Spring'] }, path)).total).toBe(6);
  });

  test('finance reviews across agencies; freelancers may not open the review list', async () => {
    expect(ids(await list(w.financeUser, { tab: 'pending' }, 'freelancer/time-review-list'))).toEqual(
      idsOf(mine[2]!, colleagues, suedwinds),
    );
    const freelancer = await api(t, w, w.freelancer, 'GET', 'freelancer/time-review-list', {});
    expect(freelancer.statusCode).toBe(403);
  });
});
