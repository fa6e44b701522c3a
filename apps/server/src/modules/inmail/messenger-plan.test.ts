import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { liveBookings, planOfQuery } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { searchUsers } from './inmail.repo.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

// At 10x on the uneven shape the big demo agency reaches 17 000 of 52 000 people; the first 50 by name took 277 ms
// before migration 0028, 32 ms after.
test("the messenger's people are read in its order (first name, last name) off an index, not sorted", async () => {
  const everyone = searchUsers(db, sql`true`, null, undefined, 50);
  const plan = await planOfQuery(db, sql`${everyone.getSQL()}`);
  expect(plan).toMatch(/Index Scan using users_name_order_idx/);
  expect(plan).not.toMatch(/Sort/);
});

test('the freelancers an agency booked are read from an index alone, not from each booking', async () => {
  // A thousand bookings of one agency, as on a live table (on an empty one the planner may pick any index of it).
  const booking = await liveBookings(db, 1000);
  const booked = sql`select ${bookings.freelancerId} from ${bookings} where ${eq(bookings.agencyId, booking.agencyId)}`;
  expect(await planOfQuery(db, booked)).toMatch(/Index Only Scan using bookings_agency_freelancer_idx/);
});
