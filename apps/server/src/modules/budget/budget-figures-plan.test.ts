import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { liveBookings, planOfQuery } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { monthLines } from './budget-figures.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

// Migration 0031. At 10x on the uneven shape the projects due in a year hold 10 181 cost months on 7 953 heap pages:
// the finance dashboard's figures read them in 130 ms from the heap, in 31 ms off the index.
// Two thousand bookings of one project, each commissioning a month (the triggers keep cost_months).
beforeAll(() => liveBookings(db, 2000));

test.each([
  ['every agency', undefined],
  ["one agency's", sql`(1)`],
])("a year's figures of %s cost months are read off the project index alone", async (_, agencies) => {
  const plan = await planOfQuery(db, sql`select * from (${monthLines(2026, agencies)}) lines`);
  expect(plan).toMatch(/Index Only Scan using cost_months_project_idx/);
  expect(plan).not.toMatch(/Bitmap Heap Scan on cost_months|Index Scan using cost_months_project_idx/);
});
