import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
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
