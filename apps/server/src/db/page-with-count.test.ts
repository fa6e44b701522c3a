import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { liveBookings, planOfQuery } from '../../test/plan-of.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import type { Booking } from './factories/booking.ts';
import { rowsOf } from './factories/sequence.ts';
import { pageWithCount } from './list-query.ts';
import { bookings } from './schema/bookings.ts';

let db: Db;
let booking: Booking;
useTestDatabase((opened) => {
  db = opened;
});
// A thousand bookings of one agency, as on a live table.
beforeAll(async () => {
  booking = await liveBookings(db, 1000);
});

const ofTheAgency = () => eq(bookings.agencyId, booking.agencyId);
const newestFirst = [desc(bookings.id)];
const read = async (page: number, inOrder: boolean) =>
  rowsOf<{ page_id: number | null; total: number }>(
    await db.execute(
      pageWithCount(bookings.id, ofTheAgency(), newestFirst, { page, items: 25 }, inOrder ? 'in order' : 'sorted'),
    ),
  );

// Decision 036, amendment. At 1x the demo agency's 7 165 bookings were each read, buffered and sorted for the window
// count of every page (2.0 ms); read in order, the page is its 25 index entries beside the count (0.5 ms).
test("a filter's page below the cap, read in order, takes its rows off the order's index, beside the count", async () => {
  const plan = await planOfQuery(
    db,
    pageWithCount(bookings.id, ofTheAgency(), newestFirst, { page: 1, items: 25 }, 'in order'),
  );
  expect(plan).toMatch(/Index Only Scan Backward using bookings_agency_id_idx/);
  expect(plan).not.toMatch(/Sort|WindowAgg/);
});

test('both forms answer the same pages and count, and the page in order its count past the end', async () => {
  const total = 1001;
  for (const page of [1, 2, 40, 41]) {
    const windowed = await read(page, false);
    const inOrder = await read(page, true);
    expect(inOrder.map((row) => row.page_id)).toEqual(windowed.map((row) => row.page_id));
    expect(new Set(inOrder.map((row) => row.total))).toEqual(new Set([total]));
  }
  // Past the end: no page id, and still the count; the window form has no row to carry it.
  expect(await read(42, true)).toEqual([{ page_id: null, total }]);
  expect(await read(42, false)).toEqual([]);
  const [counted] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${bookings} where ${ofTheAgency()}`),
  );
  expect(counted?.count).toBe(total);
});
