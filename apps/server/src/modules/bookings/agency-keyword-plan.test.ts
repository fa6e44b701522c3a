import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { liveBookings, planOf } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import type { Booking } from '../../db/factories/booking.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { rowKeyword } from './booking-list-query.ts';

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
