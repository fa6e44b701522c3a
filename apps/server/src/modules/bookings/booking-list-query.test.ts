import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { createBooking, insertBookingCopies } from '../../db/factories/booking.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { NARROWED_KEYS_CAP } from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/identity.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { bookingRelationConditions, rowKeyword } from './booking-list-query.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

const dialect = new PgDialect();
const RECORD = { bookingId: timeRecords.bookingId, description: timeRecords.description };

/** The ids of the agency's time records that `condition` matches, in order. */
const recordsOf = async (agencyId: number, condition: SQL | undefined) =>
  rowsOf<{ id: number }>(
    await db.execute(
      sql`select ${timeRecords.id} as id from ${timeRecords}
        where ${and(eq(timeRecords.agencyId, agencyId), condition)} order by 1`,
    ),
  ).map((row) => row.id);

/**
 * A big agency's first booking of a freelancer named `lastName` with 3 000 copies, a small agency's one booking of
 * another, and 3 000 users elsewhere whose first name is `namesakes`; the tables' statistics taken.
 */
async function bigAndSmallAgency(lastName: string, namesakes: string) {
  const named = (await createFreelancer(db, { lastName })).user.id;
  const big = await createBooking(db, { freelancerId: named, status: 'BOOKED' });
  const small = await createBooking(db, { status: 'BOOKED' });
  await insertBookingCopies(db, big.id, 3000);
  await db.execute(sql`insert into ${users} (email, realm, role, first_name, last_name)
    select ${`${namesakes.toLowerCase()}.`} || g || '@keyword.test', 'freelancer', 'freelancer', ${namesakes}, g::text
    from generate_series(1, 3000) g`);
  await db.execute(sql`analyze`);
  return { big, small };
}

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
  const found = (condition: SQL) => recordsOf(agencyId, condition);

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

test('a keyword’s condition kept for one agency is not another’s: the same word finds each agency its own records', async () => {
  const named = (await createFreelancer(db, { lastName: 'Wetterstein' })).user.id;
  const agencies = [(await createProject(db)).agencyId, (await createProject(db)).agencyId];
  const records = [];
  for (const agencyId of agencies) {
    const booking = await createBooking(db, { agencyId, freelancerId: named, status: 'BOOKED' });
    records.push((await createTimeRecord(db, { bookingId: booking.id }))!.id);
  }
  const columns = { agencyId: timeRecords.agencyId, freelancerId: timeRecords.freelancerId, onBooking: RECORD };
  const filters = { keywords: ['wetter'], freelancerIds: [], agencyIds: [], projectIds: [], bookerIds: [] };
  for (const [index, agencyId] of agencies.entries()) {
    // Asked twice: the second time the kept condition answers.
    for (let ask = 0; ask < 2; ask++) {
      const [keyword] = bookingRelationConditions({ ...filters, agencyId }, columns).keywords;
      expect(await recordsOf(agencyId, keyword!.indexed)).toEqual([records[index]]);
      expect(await recordsOf(agencyId, keyword!.probe)).toEqual([records[index]]);
    }
  }
});

test('an agency’s bookings read the users a keyword names once when they are many, and probe them when few', async () => {
  const { big, small } = await bigAndSmallAgency('Wasserberg', 'Vielname');
  const keyword = (agencyId: number, word: string) =>
    rowKeyword(RECORD, { freelancerId: timeRecords.freelancerId, scope: { agencyId } }, word).indexed;
  const planOfRecords = async (agencyId: number, word: string) =>
    rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(
        sql`explain select 1 from ${timeRecords} where ${eq(timeRecords.agencyId, agencyId)} and ${keyword(agencyId, word)}`,
      ),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const hashedSubPlans = (plan: string) => plan.match(/hashed SubPlan/g)?.length ?? 0;
  const allSubPlans = (plan: string) => plan.match(/SubPlan \d+$/gm)?.length ?? 0;

  // 3 001 bookings: the one freelancer named so (and the projects) are read once and looked up by hash, not probed
  // for each booking, besides the scope's bookings themselves.
  const bigPlan = await planOfRecords(big.agencyId, 'wasser');
  expect(hashedSubPlans(bigPlan)).toBe(3);
  // One booking: each of its few rows probes its user, rather than hashing the 3 000 users named Vielname.
  const smallPlan = await planOfRecords(small.agencyId, 'vielname');
  expect(hashedSubPlans(smallPlan)).toBeLessThan(3);
  expect(allSubPlans(smallPlan)).toBeGreaterThan(hashedSubPlans(smallPlan));

  const record = await createTimeRecord(db, { bookingId: big.id });
  expect(await recordsOf(big.agencyId, keyword(big.agencyId, 'wasser'))).toEqual([record.id]);
  expect(await recordsOf(small.agencyId, keyword(small.agencyId, 'wasser'))).toEqual([]);
});

test('an agency’s bookings a keyword names are read first as keys when few, and stay a subquery above the cap', async () => {
  const few = await createBooking(db, { status: 'BOOKED', title: 'Kranichflug' });
  await createBooking(db, { agencyId: few.agencyId, status: 'BOOKED' });
  const many = await createBooking(db, { status: 'BOOKED', title: 'Kranichflug' });
  await insertBookingCopies(db, many.id, NARROWED_KEYS_CAP);
  const [ofFew, ofMany] = [
    await createTimeRecord(db, { bookingId: few.id }),
    await createTimeRecord(db, { bookingId: many.id }),
  ];
  const keyword = (agencyId: number) =>
    rowKeyword(RECORD, { freelancerId: timeRecords.freelancerId, scope: { agencyId } }, 'kranich');

  // One of the agency's two bookings is named so: the records ask for its key, which an index can answer.
  const listed = (await keyword(few.agencyId).withKeys!(db)).indexed;
  const rendered = dialect.sqlToQuery(listed);
  expect(rendered.sql).toContain('"time_records"."booking_id" = any(');
  expect(rendered.sql).not.toContain('in (select');
  expect(rendered.params).toContain(`{${few.id}}`);
  expect(await recordsOf(few.agencyId, listed)).toEqual([ofFew.id]);

  // NARROWED_KEYS_CAP + 1 of them: the bookings stay a subquery of the statement, with the same matches.
  const subquery = (await keyword(many.agencyId).withKeys!(db)).indexed;
  expect(dialect.sqlToQuery(subquery).sql).toContain('"time_records"."booking_id" in (select');
  expect(await recordsOf(many.agencyId, subquery)).toEqual([ofMany.id]);
});

test('an agency’s own list of bookings reads the users a keyword names once when they are many, and probes them when few', async () => {
  const { big, small } = await bigAndSmallAgency('Flussberg', 'Flussname');
  const keyword = (agencyId: number, word: string) => {
    const filters = { keywords: [word], freelancerIds: [], agencyIds: [], projectIds: [], bookerIds: [], agencyId };
    const columns = { agencyId: bookings.agencyId, freelancerId: bookings.freelancerId };
    return bookingRelationConditions(filters, columns).keywords[0]!;
  };
  const ofAgency = (agencyId: number, condition: SQL) => sql`${eq(bookings.agencyId, agencyId)} and ${condition}`;
  const planOfBookings = async (agencyId: number, word: string) =>
    rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(
        sql`explain select 1 from ${bookings} where ${ofAgency(agencyId, keyword(agencyId, word).indexed)}`,
      ),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const hashedSubPlans = (plan: string) => plan.match(/hashed SubPlan/g)?.length ?? 0;

  const probesUsers = (plan: string) => /Index Scan using users_pkey on users/.test(plan);
  // 3 001 bookings, each of which probed its freelancer and its project: the users and projects the keyword names
  // are read once and looked up by hash.
  const bigPlan = await planOfBookings(big.agencyId, 'fluss');
  expect(hashedSubPlans(bigPlan)).toBe(2);
  expect(probesUsers(bigPlan)).toBe(false);
  // One booking probes its user rather than hashing the 3 000 users named Flussname.
  expect(probesUsers(await planOfBookings(small.agencyId, 'flussname'))).toBe(true);
  // A walk of the order checks one booking at a time: it keeps the probe.
  expect(dialect.sqlToQuery(keyword(big.agencyId, 'fluss').probe).sql).toContain('offset 0');

  const bookingsOf = async (agencyId: number, word: string) =>
    rowsOf<{ id: number }>(
      await db.execute(
        sql`select ${bookings.id} as id from ${bookings} where ${ofAgency(agencyId, keyword(agencyId, word).indexed)}`,
      ),
    ).length;
  expect(await bookingsOf(big.agencyId, 'fluss')).toBe(3001);
  expect(await bookingsOf(small.agencyId, 'fluss')).toBe(0);
});
