import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { rowKeyword } from './booking-list-query.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

const dialect = new PgDialect();
const RECORD = { bookingId: timeRecords.bookingId, description: timeRecords.description };

test('an agency’s keyword checks a freelancer’s name on the agency’s bookings, once a booking, not once a record', async () => {
  const agencyId = (await createProject(db)).agencyId;
  const named = (await createFreelancer(db, { lastName: 'Quellenberg' })).user.id;
  const ofNamed = await createBooking(db, { agencyId, freelancerId: named, status: 'BOOKED' });
  const ofOther = await createBooking(db, { agencyId, status: 'BOOKED' });
  const elsewhere = await createBooking(db, { freelancerId: named, status: 'BOOKED' });
  const [first, second] = [
    await createTimeRecord(db, { bookingId: ofNamed.id }),
    await createTimeRecord(db, { bookingId: ofNamed.id }),
  ];
  await createTimeRecord(db, { bookingId: ofOther.id });
  await createTimeRecord(db, { bookingId: elsewhere.id });
  const found = async (condition: SQL) =>
    rowsOf<{ id: number }>(
      await db.execute(
        sql`select ${timeRecords.id} as id from ${timeRecords}
          where ${and(eq(timeRecords.agencyId, agencyId), condition)} order by 1`,
      ),
    ).map((row) => row.id);

  const forAgency = rowKeyword(RECORD, { freelancerId: timeRecords.freelancerId, scope: { agencyId } }, 'quellen');
  expect(await found(forAgency.indexed)).toEqual([first!.id, second!.id]);
  expect(await found(forAgency.probe)).toEqual([first!.id, second!.id]);
  // The row's own freelancer is not probed for every record: the name is part of the bookings' check.
  expect(dialect.sqlToQuery(forAgency.indexed).sql).not.toContain('"time_records"."freelancer_id"');

  // Staff see every agency's rows: the row's freelancer is looked up among the users the keyword names.
  const forStaff = rowKeyword(RECORD, { freelancerId: timeRecords.freelancerId, scope: {} }, 'quellen');
  expect(dialect.sqlToQuery(forStaff.indexed).sql).toContain('"time_records"."freelancer_id"');
  expect(await found(forStaff.indexed)).toEqual([first!.id, second!.id]);
});
