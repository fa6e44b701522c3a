import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { createBooking } from './factories/booking.ts';
import { createCreditNote } from './factories/credit-note.ts';
import { createTimeRecord } from './factories/time-record.ts';
import { executeMapped, mapRowsByPlan } from './row-mapping.ts';
import { bookings } from './schema/bookings.ts';
import { creditNotes } from './schema/credit-notes.ts';
import { timeRecords } from './schema/time-records.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** Whole tables, a left-joined table that may be missing, a column and expressions with and without a decoder. */
function selectRecords() {
  return db
    .select({
      record: timeRecords,
      booking: { id: bookings.id, title: bookings.title, createdAt: bookings.createdAt },
      note: creditNotes,
      noteId: creditNotes.id,
      hours: sql<number>`${timeRecords.minutes} / 60.0`.mapWith(Number),
      label: sql<string>`${bookings.title} || ' #' || ${timeRecords.id}`,
      startsOn: sql<Date>`${timeRecords.createdAt}`.mapWith(timeRecords.createdAt),
    })
    .from(timeRecords)
    .innerJoin(bookings, eq(bookings.id, timeRecords.bookingId))
    .leftJoin(creditNotes, eq(creditNotes.timeRecordId, timeRecords.id))
    .where(eq(timeRecords.bookingId, sql.placeholder('booking')))
    .orderBy(timeRecords.id);
}

describe('rows mapped by a plan worked out once', () => {
  test('equal what drizzle maps: nested tables, a missing left-joined row as null, decoded expressions', async () => {
    const booking = await createBooking(db, { status: 'BOOKED' });
    const withNote = await createTimeRecord(db, { bookingId: booking.id, minutes: 90 });
    await createTimeRecord(db, { bookingId: booking.id, minutes: 30 });
    await createCreditNote(db, { timeRecordId: withNote.id });

    const drizzles = await selectRecords().execute({ booking: booking.id });
    const planned = await mapRowsByPlan(selectRecords().prepare('row_mapping_test')).execute({ booking: booking.id });

    expect(planned).toEqual(drizzles);
    expect(planned).toHaveLength(2);
    const [first, second] = planned;
    expect(first?.note?.timeRecordId).toBe(withNote.id);
    expect(second?.note).toBeNull();
    expect(second?.noteId).toBeNull();
    expect(first?.hours).toBe(1.5);
    expect(first?.record.createdAt).toBeInstanceOf(Date);
    expect(first?.startsOn).toBeInstanceOf(Date);
    expect(first?.label).toBe(`${booking.title} #${withNote.id}`);
  });

  test('null a left-joined table whose first selected column is null, as drizzle does, even when its row is there', async () => {
    const booking = await createBooking(db, { status: 'BOOKED' });
    const record = await createTimeRecord(db, { bookingId: booking.id });
    const select = () =>
      db
        .select({ record: { id: timeRecords.id }, booking: { approvedAt: bookings.approvedAt, id: bookings.id } })
        .from(timeRecords)
        .leftJoin(bookings, eq(bookings.id, timeRecords.bookingId))
        .where(eq(timeRecords.id, sql.placeholder('id')));

    const drizzles = await select().execute({ id: record.id });
    const planned = await mapRowsByPlan(select().prepare('row_mapping_test_first_null')).execute({ id: record.id });

    expect(planned).toEqual(drizzles);
    expect(planned).toEqual([{ record: { id: record.id }, booking: null }]);
  });

  test('an object of two tables, or led by an expression, is never nulled, as drizzle does', async () => {
    const booking = await createBooking(db, { status: 'BOOKED' });
    const record = await createTimeRecord(db, { bookingId: booking.id });
    const select = () =>
      db
        .select({
          mixed: { noteId: creditNotes.id, recordId: timeRecords.id },
          led: { label: sql<string>`'note'`, noteNumber: creditNotes.number },
        })
        .from(timeRecords)
        .leftJoin(creditNotes, eq(creditNotes.timeRecordId, timeRecords.id))
        .where(eq(timeRecords.id, sql.placeholder('id')));

    const drizzles = await select().execute({ id: record.id });
    const planned = await mapRowsByPlan(select().prepare('row_mapping_test_mixed')).execute({ id: record.id });

    expect(planned).toEqual(drizzles);
    expect(planned).toEqual([{ mixed: { noteId: null, recordId: record.id }, led: null }]);
  });

  test('a select built for one call, with its values in its text, runs unnamed and maps the same', async () => {
    const booking = await createBooking(db, { status: 'BOOKED' });
    await createTimeRecord(db, { bookingId: booking.id, minutes: 45 });
    const select = () =>
      db
        .select({ record: { id: timeRecords.id, minutes: timeRecords.minutes }, title: bookings.title })
        .from(timeRecords)
        .innerJoin(bookings, eq(bookings.id, timeRecords.bookingId))
        .where(eq(timeRecords.bookingId, booking.id));

    const mapped = await executeMapped(select());

    expect(mapped).toEqual(await select());
    expect(mapped).toEqual([{ record: { id: expect.any(Number), minutes: 45 }, title: booking.title }]);
  });
});
