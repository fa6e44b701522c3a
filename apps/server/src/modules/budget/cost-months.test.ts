import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { costFigures, type FigureRow } from './budget-figures.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

type MonthRow = { booking_id: number; month: string; agency_id: number; project_id: number; freelancer_id: number };

/** The rows of `from` (cost_months, or the view of what it should hold) that hold an amount, in key order. */
async function monthsIn(from: 'cost_months' | 'cost_month_lines') {
  return rowsOf<MonthRow & { commissioned_cents: string; cleared_cents: string }>(
    await db.execute(
      sql`select booking_id, month::text as month, agency_id, project_id, freelancer_id,
        commissioned_cents::text as commissioned_cents, cleared_cents::text as cleared_cents
      from ${sql.raw(from)} where commissioned_cents <> 0 or cleared_cents <> 0 order by booking_id, month`,
    ),
  );
}

/** What the database keeps equals what the lines sum to, and holds something (a test that cannot fail otherwise). */
async function expectKeptMonths() {
  const kept = await monthsIn('cost_months');
  expect(kept).toEqual(await monthsIn('cost_month_lines'));
  return kept;
}

let agencyId: number;
let projectIds: number[];
let hourly: { id: number };
let flat: { id: number };

beforeAll(async () => {
  const agency = await createAgency(db, { freelancerFeeBasisPoints: 0 });
  agencyId = agency.id;
  const projects = [
    await createProject(db, { agencyId, startDate: '2026-01-01', dueDate: '2027-03-31' }),
    await createProject(db, { agencyId, startDate: '2026-01-01', dueDate: null }),
  ];
  projectIds = projects.map((project) => project.id);
  hourly = await createBooking(db, {
    projectId: projectIds[0]!,
    status: 'BOOKED',
    rateType: 'HOURLY',
    ratePerHourCents: 9_000,
    hours: 40,
    startDate: '2026-08-03',
    endDate: '2026-12-31',
  });
  flat = await createBooking(db, {
    projectId: projectIds[0]!,
    status: 'PENDING',
    rateType: 'FLAT',
    flatAmountCents: 300_000,
    startDate: '2026-09-01',
    endDate: '2026-12-31',
  });
});

describe('cost months kept by the database (decision 044)', () => {
  test('every kind of change to bookings, time records and flat-rate payments keeps the months equal to their lines', async () => {
    const { id: bookingId } = hourly;
    const records = [
      await createTimeRecord(db, { bookingId, status: 'PENDING', minutes: 125, workDate: '2026-08-10' }),
      await createTimeRecord(db, { bookingId, status: 'FINANCE_APPROVED', minutes: 61, workDate: '2026-08-11' }),
      await createTimeRecord(db, { bookingId, status: 'FINANCE_APPROVED', minutes: 7, workDate: '2026-09-30' }),
    ];
    const ids = records.map((record) => record.id);
    // The booking's commitment in August and what two records cleared, rounded per record (61 and 7 min at 90 €).
    expect(await expectKeptMonths()).toEqual([
      expect.objectContaining({
        booking_id: bookingId,
        month: '2026-08-01',
        commissioned_cents: '360000',
        cleared_cents: '9150',
      }),
      expect.objectContaining({
        booking_id: bookingId,
        month: '2026-09-01',
        commissioned_cents: '0',
        cleared_cents: '1050',
      }),
    ]);
    const changes: [string, () => Promise<unknown>][] = [
      [
        'several records approved in one statement',
        () => db.update(timeRecords).set({ status: 'FINANCE_APPROVED' }).where(inArray(timeRecords.id, ids)),
      ],
      ['minutes changed', () => db.update(timeRecords).set({ minutes: 95 }).where(eq(timeRecords.id, ids[0]!))],
      [
        'a work day moved to another month',
        () => db.update(timeRecords).set({ workDate: '2026-10-01' }).where(eq(timeRecords.id, ids[1]!)),
      ],
      [
        'a record back to finance rejected (a cancelled credit note)',
        () => db.update(timeRecords).set({ status: 'FINANCE_REJECTED' }).where(eq(timeRecords.id, ids[2]!)),
      ],
      [
        'the hourly rate changed',
        () => db.update(bookings).set({ ratePerHourCents: 7_777 }).where(eq(bookings.id, bookingId)),
      ],
      [
        'the start date moved',
        () => db.update(bookings).set({ startDate: '2026-07-31' }).where(eq(bookings.id, bookingId)),
      ],
      [
        'the project changed',
        () => db.update(bookings).set({ projectId: projectIds[1]! }).where(eq(bookings.id, bookingId)),
      ],
      [
        'a record moved to another booking',
        () => db.update(timeRecords).set({ bookingId: flat.id }).where(eq(timeRecords.id, ids[0]!)),
      ],
      [
        'a flat-rate booking approved',
        () => db.update(bookings).set({ status: 'APPROVED' }).where(eq(bookings.id, flat.id)),
      ],
      [
        'a flat-rate payment approved',
        () =>
          createFlatRatePayment(db, {
            bookingId: flat.id,
            status: 'FINANCE_APPROVED',
            amountCents: 70_000,
            paymentDate: '2026-11-15',
          }),
      ],
      [
        'the payment’s amount and day changed',
        () =>
          db
            .update(flatRatePayments)
            .set({ amountCents: 65_000, paymentDate: '2026-12-01' })
            .where(eq(flatRatePayments.bookingId, flat.id)),
      ],
      [
        'the booking cancelled',
        () => db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, bookingId)),
      ],
      ['a record deleted', () => db.delete(timeRecords).where(eq(timeRecords.id, ids[1]!))],
      ['the payment deleted', () => db.delete(flatRatePayments).where(eq(flatRatePayments.bookingId, flat.id))],
    ];
    for (const [change, run] of changes) {
      await run();
      await expect(expectKeptMonths(), change).resolves.toBeDefined();
    }
    expect((await expectKeptMonths()).length).toBeGreaterThan(0);
    await db.delete(timeRecords).where(inArray(timeRecords.bookingId, [bookingId, flat.id]));
    await db.delete(bookings).where(inArray(bookings.id, [bookingId, flat.id]));
    expect(await expectKeptMonths()).toEqual([]);
  });

  test('approvals of one booking’s records in concurrent transactions each add their own', async () => {
    const booking = await createBooking(db, {
      projectId: projectIds[0]!,
      status: 'BOOKED',
      rateType: 'HOURLY',
      ratePerHourCents: 6_000,
      hours: 100,
      startDate: '2026-08-03',
      endDate: '2026-12-31',
    });
    const records = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createTimeRecord(db, {
          bookingId: booking.id,
          status: 'APPROVED',
          minutes: 60 + index,
          workDate: '2026-08-20',
        }),
      ),
    );
    await Promise.all(
      records.map((record) =>
        db.transaction(async (tx) => {
          await tx.update(timeRecords).set({ status: 'FINANCE_APPROVED' }).where(eq(timeRecords.id, record.id));
        }),
      ),
    );
    const kept = (await expectKeptMonths()).filter((row) => row.booking_id === booking.id);
    // 12 records of 60..71 minutes at 60 € an hour: 1 € a minute.
    expect(kept.map((row) => row.cleared_cents)).toEqual([String((12 * 60 + 66) * 100)]);
  });

  test('a month’s figures read from the months equal its days’ figures read from the lines', async () => {
    const freelancer = await createFreelancer(db);
    const booking = await createBooking(db, {
      projectId: projectIds[1]!,
      freelancerId: freelancer.user.id,
      status: 'FINISHED',
      rateType: 'HOURLY',
      ratePerHourCents: 8_500,
      hours: 30,
      startDate: '2026-10-05',
      endDate: '2026-12-31',
    });
    for (const [minutes, workDate] of [
      [45, '2026-10-06'],
      [91, '2026-10-31'],
      [30, '2026-11-02'],
    ] as const) {
      await createTimeRecord(db, { bookingId: booking.id, status: 'FINANCE_APPROVED', minutes, workDate });
    }
    const filter = { agencyIds: [agencyId], yearStart: 2026 };
    const months = await costFigures(db, filter, 'month');
    const days = await costFigures(db, { ...filter, from: '2026-07-01', until: '2027-07-01' }, 'day');
    const daysByMonth = new Map<string, FigureRow>();
    for (const day of days) {
      const key = day.key.slice(0, 7);
      const sum = daysByMonth.get(key) ?? { key, commissionedCents: 0, clearedCents: 0 };
      // Each day's amount carries the fee rounded on its own; this agency's fee is none, so the sums are exact.
      sum.commissionedCents += day.commissionedCents;
      sum.clearedCents += day.clearedCents;
      daysByMonth.set(key, sum);
    }
    expect(months.find((row) => row.key === '2026-10')?.clearedCents).toBeGreaterThan(0);
    expect([...daysByMonth.values()].sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [...months].sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(await costFigures(db, { ...filter, projectId: projectIds[1]! }, 'freelancer')).toContainEqual({
      key: String(freelancer.user.id),
      commissionedCents: 30 * 8_500,
      clearedCents: Math.round((45 * 8_500) / 60) + Math.round((91 * 8_500) / 60) + Math.round((30 * 8_500) / 60),
    });
  });
});
