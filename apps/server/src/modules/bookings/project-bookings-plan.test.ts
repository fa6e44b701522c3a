import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { liveBookings, planOfQuery } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { pageWithCount } from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { projects } from '../../db/schema/projects.ts';
import { WORKED_BOOKING_STATUSES } from '../freelancers/list.repo.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

// A thousand bookings of one project, as on a live table.
beforeAll(() => liveBookings(db, 1000));

// Migration 0032. At 10x on the uneven shape the big agency's first project (2 224 bookings) took 84 ms, the planner
// crossing the project's bookings with all 22 204 of the agency's on the heap; 3 ms off the index.
test("an agency's bookings of a project are counted and paged off the project's index alone", async () => {
  const ofProject = and(eq(bookings.agencyId, 1), inArray(bookings.projectId, [1]));
  const plan = await planOfQuery(
    db,
    pageWithCount(bookings.id, ofProject!, [desc(bookings.id)], { page: 1, items: 25 }),
  );
  expect(plan).toMatch(/Index Only Scan using bookings_project_idx/);
  expect(plan).not.toMatch(/Heap Scan on bookings/);
});

// The big agency's client at 10x: 15 500 bookings of its eleven projects read from the heap for their status, 21 ms;
// 7 ms off the index.
test('the freelancers who worked for a client are read off the project index alone', async () => {
  const worked = sql`select ${bookings.freelancerId} from ${bookings}
    where ${bookings.projectId} in (select ${projects.id} from ${projects} where ${eq(projects.clientId, 1)})
    and ${inArray(bookings.status, [...WORKED_BOOKING_STATUSES])}`;
  const plan = await planOfQuery(db, worked);
  expect(plan).toMatch(/Index Only Scan using bookings_project_idx/);
  expect(plan).not.toMatch(/Heap Scan on bookings/);
});
