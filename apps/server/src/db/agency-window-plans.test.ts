import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { liveBookings, planOfQuery } from '../../test/plan-of.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { allMatchesSorted, pageWithCount } from './list-query.ts';
import { bookings } from './schema/bookings.ts';
import { timeRecords } from './schema/time-records.ts';

const FIRST_PAGE = { page: 1, items: 25 };

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

// Migration 0029. At 10x on the uneven shape the big agency's first quarter (1 902 of the 11 743 bookings ending after
// its start) took 18-136 ms read from 9 054 heap pages, 4-5 ms off the index; its records of January 8.4 -> 1.5 ms.
test("an agency's bookings overlapping a window, of a tab's statuses, are counted and paged off an index alone", async () => {
  // On a live table, in a window its bookings overlap: on an empty table the planner may pick any of the agency's
  // indexes.
  const booking = await liveBookings(db, 1000);
  const window = and(
    eq(bookings.agencyId, booking.agencyId),
    gte(bookings.endDate, booking.startDate),
    lte(bookings.startDate, booking.endDate),
    inArray(bookings.status, ['BOOKED', 'FINISHED']),
  );
  const plan = await planOfQuery(db, pageWithCount(bookings.id, window!, [desc(bookings.id)], FIRST_PAGE));
  expect(plan).toMatch(/Index Only Scan using bookings_agency_period_idx/);
});

// Migration 0037. At 10x an admin's first quarter (85 283 bookings on 21 142 heap pages) sorted by title or by creation,
// where the walk along that order finds too few: 100-155 ms read from the heap, 45-60 ms off the index.
test.each([
  ['title', bookings.title],
  ['creation', bookings.createdAt],
  ['total cost', bookings.totalCostCents],
  ['status', bookings.status],
])("every agency's bookings overlapping a window are sorted by %s off an index alone", async (_, column) => {
  const booking = await liveBookings(db, 1000);
  const window = and(gte(bookings.endDate, booking.startDate), lte(bookings.startDate, booking.endDate));
  for (const direction of [asc, desc]) {
    const order = [direction(column), direction(bookings.id)];
    expect(await planOfQuery(db, allMatchesSorted(bookings.id, window!, order, FIRST_PAGE))).toMatch(
      /Index Only Scan using bookings_\w+_idx/,
    );
  }
});

test.each([
  ['work date', timeRecords.workDate, 'time_records_agency_work_date_idx'],
  ['submitted date', timeRecords.submittedDate, 'time_records_agency_submitted_idx'],
])(
  "an agency's records of a %s window are counted and sorted newest first off an index alone",
  async (_, date, index) => {
    const window = and(eq(timeRecords.agencyId, 1), gte(date, '2026-01-01'), lte(date, '2026-01-31'));
    const order = [desc(timeRecords.createdAt), desc(timeRecords.id)];
    expect(await planOfQuery(db, pageWithCount(timeRecords.id, window!, order, FIRST_PAGE))).toMatch(
      new RegExp(`Index Only Scan using ${index}`),
    );
  },
);
