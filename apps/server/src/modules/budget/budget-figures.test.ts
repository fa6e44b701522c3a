import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createProject } from '../../db/factories/project.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { costFigures, costFiguresBy, type FigureRow } from './budget-figures.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** Months of the financial year starting in July of `yearStart`, as the month grouping's keys. */
const monthsOf = (yearStart: number) =>
  Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 6) % 12) + 1;
    return `${month >= 7 ? yearStart : yearStart + 1}-${String(month).padStart(2, '0')}`;
  });
const byKey = (rows: FigureRow[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));

let agencyIds: number[];
let undated: { id: number };

beforeAll(async () => {
  const agency = await createAgency(db, { freelancerFeeBasisPoints: 1_000 });
  agencyIds = [agency.id];
  const project = (dueDate: string | null) =>
    createProject(db, { agencyId: agency.id, startDate: '2025-01-01', dueDate });
  const dueIn2026 = await project('2027-03-31');
  const dueIn2025 = await project('2025-12-31');
  undated = await project(null);
  // Each project has a booking, a time record and a flat-rate payment on each side of 1 July 2026: a project's due
  // date places all its lines in one year; without one, each line's own date does.
  for (const project of [dueIn2026, dueIn2025, undated]) {
    for (const [start, workDate] of [
      ['2026-05-04', '2026-06-15'],
      ['2026-09-01', '2026-09-10'],
    ] as const) {
      const hourly = await createBooking(db, {
        projectId: project.id,
        status: 'BOOKED',
        rateType: 'HOURLY',
        ratePerHourCents: 9_000,
        hours: 20,
        startDate: start,
        endDate: '2027-12-31',
      });
      await createTimeRecord(db, { bookingId: hourly.id, status: 'FINANCE_APPROVED', minutes: 150, workDate });
      await createTimeRecord(db, { bookingId: hourly.id, status: 'APPROVED', minutes: 60, workDate });
      const flat = await createBooking(db, {
        projectId: project.id,
        status: 'FINISHED',
        rateType: 'FLAT',
        flatAmountCents: 300_000,
        startDate: start,
        endDate: '2027-12-31',
      });
      await createFlatRatePayment(db, {
        bookingId: flat.id,
        status: 'FINANCE_APPROVED',
        amountCents: 70_000,
        paymentDate: workDate,
      });
    }
  }
});

describe('cost figures of a financial year', () => {
  test('a year holds exactly the lines the years’ figures place in it, with and without a project due date', async () => {
    const allYears = await costFigures(db, { agencyIds }, 'month');
    for (const yearStart of [2024, 2025, 2026, 2027]) {
      const months = monthsOf(yearStart);
      expect(byKey(await costFigures(db, { agencyIds, yearStart }, 'month'))).toEqual(
        byKey(allYears.filter((row) => months.includes(row.key))),
      );
    }
  });

  test('the undated project counts each line in the year of its own date', async () => {
    const [in2026] = (await costFigures(db, { agencyIds, yearStart: 2026 }, 'project')).filter(
      (row) => row.key === String(undated.id),
    );
    // Its September booking (20 h at 90 €, and 3 000 € flat) and what was cleared in September (150 min at 90 €,
    // 700 €), with the agency's 10 % fee; its May lines belong to 2025.
    expect(in2026).toEqual({
      key: String(undated.id),
      commissionedCents: Math.round((20 * 9_000 + 300_000) * 1.1),
      clearedCents: Math.round((2.5 * 9_000 + 70_000) * 1.1),
    });
  });

  test('a month’s days read through its bookings’ months give what the year’s days give for that month', async () => {
    const year = { agencyIds, yearStart: 2026 };
    const allDays = await costFigures(db, { ...year, from: '2026-07-01', until: '2027-07-01' }, 'day');
    // July holds the lines dated before the year (placed on its first day); September the lines of its own.
    expect(allDays.filter((row) => row.key.startsWith('2026-07')).length).toBeGreaterThan(0);
    expect(allDays.filter((row) => row.key.startsWith('2026-09')).length).toBeGreaterThan(0);
    for (const [index, month] of monthsOf(2026).entries()) {
      const [next] = index === 11 ? ['2027-07'] : monthsOf(2026).slice(index + 1);
      const days = await costFigures(db, { ...year, from: `${month}-01`, until: `${next}-01` }, 'day');
      expect(byKey(days), month).toEqual(byKey(allDays.filter((row) => row.key.startsWith(month))));
    }
  });

  test('several groupings in one statement give what each gives alone', async () => {
    const filter = { agencyIds, yearStart: 2026 };
    const together = await costFiguresBy(db, filter, ['agency', 'month', 'project', 'none']);
    for (const group of ['agency', 'month', 'project', 'none'] as const) {
      expect(byKey(together[group])).toEqual(byKey(await costFigures(db, filter, group)));
      expect(together[group].length).toBeGreaterThan(0);
    }
    expect(await costFiguresBy(db, { agencyIds: [], yearStart: 2026 }, ['agency', 'month'])).toEqual({
      agency: [],
      month: [],
    });
  });
});

test("the fee rounds each agency's half cent up, and the figures add the rounded amounts", async () => {
  const agencies = await Promise.all(
    [1_500, 2_500].map((freelancerFeeBasisPoints) => createAgency(db, { freelancerFeeBasisPoints })),
  );
  for (const [agency, cents] of [
    [agencies[0]!, 10],
    [agencies[1]!, 2],
  ] as const) {
    const project = await createProject(db, { agencyId: agency.id, startDate: '2026-08-01', dueDate: null });
    await createBooking(db, {
      projectId: project.id,
      status: 'BOOKED',
      rateType: 'FLAT',
      flatAmountCents: cents,
      startDate: '2026-08-03',
      endDate: '2026-08-07',
    });
  }
  const filter = { agencyIds: agencies.map((agency) => agency.id), yearStart: 2026 };
  // 10 ct + 15 % = 11.5 ct -> 12 ct; 2 ct + 25 % = 2.5 ct -> 3 ct; together 15 ct, where the unrounded sum is 14 ct.
  expect(byKey(await costFigures(db, filter, 'agency'))).toEqual(
    byKey([
      { key: String(agencies[0]!.id), commissionedCents: 12, clearedCents: 0 },
      { key: String(agencies[1]!.id), commissionedCents: 3, clearedCents: 0 },
    ]),
  );
  expect(await costFigures(db, filter, 'none')).toEqual([{ key: 'all', commissionedCents: 15, clearedCents: 0 }]);
});
