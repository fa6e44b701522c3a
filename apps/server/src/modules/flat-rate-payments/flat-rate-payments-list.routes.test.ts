import { FLAT_RATE_REVIEW_TABS, FLAT_RATE_TABS } from '@fm/contract/enums';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createFlatRatePayment, type FlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import {
  api,
  createRecordWorld,
  flatBooking,
  listPage,
  type RecordWorld,
  sortedIds,
} from '../time-records/record-test-world.ts';

let t: TestApp;
let w: RecordWorld;
const ours: FlatRatePayment[] = [];
let colleagues: FlatRatePayment;
let suedwinds: FlatRatePayment;

const STATUSES = ['FINANCE_PENDING', 'FINANCE_REJECTED', 'FINANCE_APPROVED', 'DELETED'] as const;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
  const own = await flatBooking(w, { title: 'Brand book' })(t);
  for (const [index, status] of STATUSES.entries()) {
    ours.push(
      await createFlatRatePayment(t.db, {
        bookingId: own.id,
        createdBy: w.am.id,
        status,
        amountCents: 10_000 * (index + 1),
        paymentDate: `2026-09-0${index + 1}`,
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
    rateType: 'FLAT',
  });
  colleagues = await createFlatRatePayment(t.db, {
    bookingId: colleague.id,
    description: 'Schlussrate Illustration',
    createdAt: new Date('2026-10-20T10:00:00Z'),
  });
  const other = await createBooking(t.db, {
    projectId: w.otherProject.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    rateType: 'FLAT',
  });
  suedwinds = await createFlatRatePayment(t.db, { bookingId: other.id, createdAt: new Date('2026-10-21T10:00:00Z') });
});
afterAll(() => t.close());

const LIST = 'agency/booking/flatrate/list';
const REVIEW = 'agency/flatrate-review-list';
const list = (user: RecordWorld['am'], query: Record<string, unknown> = {}, path = LIST) =>
  listPage(t, w, user, path, query);
const ids = (page: { data: { id: number }[] }) => sortedIds(page.data);
const idsOf = (...payments: FlatRatePayment[]) => sortedIds(payments);

describe('GET booking/flatrate/list', () => {
  test('agency users see their agency’s payments, newest first, 25 a page; the agency filter is ignored', async () => {
    const page = await list(w.am);
    expect(page.data.map((row) => row.id)).toEqual([colleagues, ...[...ours].reverse()].map((p) => p.id));
    expect(page).toMatchObject({ total: 5, items: 25 });
    expect((await list(w.md, { agencies: [w.suedwind.id] })).total).toBe(5);
  });

  test('freelancers see the payments to them; finance and admin see all and filter by agency', async () => {
    expect(ids(await list(w.freelancer, { freelancers: [w.otherFreelancer.id] }))).toEqual(idsOf(...ours, suedwinds));
    expect((await list(w.cfo)).total).toBe(6);
    expect(ids(await list(w.admin, { agencies: [w.suedwind.id] }))).toEqual(idsOf(suedwinds));
  });

  test.each(Object.entries(FLAT_RATE_TABS))('tab %s maps to %j', async (tab, statuses) => {
    const expected = [...ours, colleagues].filter(
      (payment) => statuses.length === 0 || (statuses as readonly string[]).includes(payment.status),
    );
    expect(ids(await list(w.am, { tab }))).toEqual(idsOf(...expected));
  });

  test('any filter drops the tab’s default status; filters narrow as documented', async () => {
    expect((await list(w.am, { tab: 'approved', keyword: ['Brand book'] })).total).toBe(4);
    expect(ids(await list(w.am, { tab: 'approved', keyword: ['illustration'] }))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.am, { tab: 'pending', start_date: '2026-09-03', end_date: '2026-09-04' }))).toEqual(
      idsOf(ours[2]!, ours[3]!),
    );
    expect(ids(await list(w.am, { submitted_start_date: '2026-10-02', submitted_end_date: '2026-10-02' }))).toEqual(
      idsOf(ours[1]!),
    );
    expect(ids(await list(w.am, { tab: 'approved', projects: [w.project.id] }))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.cfo, { tab: 'approved', freelancers: [w.otherFreelancer.id] }))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.am, { tab: 'approved', status: ['DELETED'] }))).toEqual(idsOf(ours[3]!));
    const byAmount = await list(w.am, { sortBy: 'amount', sort: 'asc', items: 2 });
    expect(byAmount.data.map((row) => row.id)).toEqual([ours[0]!.id, ours[1]!.id]);
  });
});

describe('GET flatrate-review-list', () => {
  test.each(Object.entries(FLAT_RATE_REVIEW_TABS))('tab %s maps to %j', async (tab, statuses) => {
    const expected = [...ours, colleagues, suedwinds].filter((payment) =>
      (statuses as readonly string[]).includes(payment.status),
    );
    expect(ids(await list(w.financeUser, { tab }, REVIEW))).toEqual(idsOf(...expected));
  });

  test('a filter drops the tab: bookers, agencies', async () => {
    expect(ids(await list(w.cfo, { tab: 'rejected', bookers: [w.md2.id] }, REVIEW))).toEqual(idsOf(colleagues));
    expect(ids(await list(w.cfo, { tab: 'rejected', agencies: [w.suedwind.id] }, REVIEW))).toEqual(idsOf(suedwinds));
  });

  test('only finance and admin open the review list', async () => {
    expect((await list(w.admin, {}, REVIEW)).total).toBe(6);
    for (const user of [w.am, w.md, w.freelancer]) {
      expect((await api(t, w, user, 'GET', REVIEW, {})).statusCode).toBe(403);
    }
  });
});
