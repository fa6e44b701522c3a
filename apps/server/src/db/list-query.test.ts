import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import { listBookings } from '../modules/bookings/bookings.repo.ts';
import type { Db } from './client.ts';
import { createBooking } from './factories/booking.ts';
import { isOneOf } from './list-query.ts';
import { bookings } from './schema/bookings.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

describe('isOneOf', () => {
  test('matches the rows whose column is one of the ids, and none for no ids', async () => {
    const [first, , third] = [await createBooking(db), await createBooking(db), await createBooking(db)];
    const matching = (ids: number[]) =>
      db.select({ id: bookings.id }).from(bookings).where(isOneOf(bookings.id, ids)).orderBy(asc(bookings.id));

    expect(await matching([third!.id, first!.id, 999_999])).toEqual([{ id: first!.id }, { id: third!.id }]);
    expect(await matching([])).toEqual([]);
  });
});

describe('a page of a list (pageOfList, through the bookings)', () => {
  test('each page holds its rows in order with the exact total; a page past the end and an empty list hold none', async () => {
    const first = await createBooking(db);
    const ofAgency = [
      first,
      ...(await Promise.all([1, 2, 3, 4].map(() => createBooking(db, { projectId: first.projectId })))),
    ];
    const ids = ofAgency.map((booking) => booking.id).sort((a, b) => b - a);
    const page = (number: number, agencyId = first.agencyId) =>
      listBookings(db, {
        agencyId,
        statuses: [first.status],
        keywords: [],
        agencyIds: [],
        freelancerIds: [],
        projectIds: [],
        bookerIds: [],
        sortBy: 'id',
        sort: 'desc',
        page: number,
        items: 2,
      });
    const idsOf = (result: Awaited<ReturnType<typeof page>>) => result.rows.map((row) => row.booking.id);

    expect(await page(1).then((result) => [result.total, idsOf(result)])).toEqual([5, ids.slice(0, 2)]);
    expect(await page(3).then((result) => [result.total, idsOf(result)])).toEqual([5, ids.slice(4)]);
    expect(await page(4).then((result) => [result.total, idsOf(result)])).toEqual([5, []]);
    expect(await page(1, first.agencyId + 1_000).then((result) => [result.total, idsOf(result)])).toEqual([0, []]);
  });
});
