import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, expect, test, vi } from 'vitest';
import { liveBookings, planOf } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import type { Booking } from '../../db/factories/booking.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import type { Searched } from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { bookingRelationConditions, rowKeyword } from './booking-list-query.ts';

let db: Db;
let booking: Booking;
useTestDatabase((opened) => {
  db = opened;
});

// Five thousand bookings of one agency, as on a live table.
beforeAll(async () => {
  booking = await liveBookings(db, 5000);
});

// Migration 0035. A keyword on one agency's records, payments or notes reads the agency's bookings it names (their
// title, code, project or freelancer): at 10x the big agency's 22 204 were read from some 9 000 heap pages for each
// call (26-46 ms); off the index, 17 ms.
test("the agency's bookings a keyword names are read off the agency's index alone", async () => {
  const searched = rowKeyword(
    { bookingId: timeRecords.bookingId, description: timeRecords.description },
    { freelancerId: timeRecords.freelancerId, scope: { agencyId: booking.agencyId } },
    'zzz',
  );
  const plan = await planOf(db, sql`${timeRecords}`, searched.indexed);
  expect(plan).toMatch(/Index Only Scan using bookings_agency_id_idx on bookings/);
  expect(plan).not.toMatch(/Heap Scan on bookings/);
});

/**
 * The keys `searched` reads first (withKeys), which must be none, and the most rows any step of that read took in
 * or dropped.
 */
async function keysRead(searched: Searched) {
  const statements = vi.spyOn(db, 'execute');
  let read: SQL;
  try {
    const keyed = await searched.withKeys!(db);
    expect(new PgDialect().sqlToQuery(keyed.indexed).params).toContain('{}');
    read = statements.mock.calls[0]![0] as SQL;
  } finally {
    statements.mockRestore();
  }
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, costs off) ${read}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  const rows = [...plan.matchAll(/(?:rows=|Rows Removed by Filter: )(\d+)/g)].map((match) => Number(match[1]));
  return { plan, mostRows: Math.max(...rows) };
}

// Decision 043, amendment of 2026-11-30. The same read, with fewer of the agency's bookings named than the cap, as
// a statement of each of the keyword's parts (the title's, the code's, the project's and the freelancer's), which
// the planner answers by each one's index: as one condition of them all it read every one of the agency's bookings
// (the big agency's 22 204 at 10x: 22 ms for "zzz", 54 ms for "Anna"; 0.1 and 15 ms so).
test("the agency's bookings a keyword names are read through each part's index, not one by one", async () => {
  const searched = rowKeyword(
    { bookingId: timeRecords.bookingId, description: timeRecords.description },
    { freelancerId: timeRecords.freelancerId, scope: { agencyId: booking.agencyId } },
    'zzz',
  );
  const { plan, mostRows } = await keysRead(searched);
  expect(mostRows, plan).toBeLessThan(100);
});

// The agency's own list of bookings reads them so too, where its count and page read each of them (41 -> 7 ms).
test("an agency's list of bookings reads the bookings a keyword names first, through each part's index", async () => {
  const { keywords } = bookingRelationConditions(
    { keywords: ['zzz'], freelancerIds: [], agencyIds: [], projectIds: [], bookerIds: [], agencyId: booking.agencyId },
    { agencyId: bookings.agencyId, freelancerId: bookings.freelancerId },
  );
  const { plan, mostRows } = await keysRead(keywords[0]!);
  expect(mostRows, plan).toBeLessThan(100);
});
