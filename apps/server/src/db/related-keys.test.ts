import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, test, vi } from 'vitest';
import { planOf } from '../../test/plan-of.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { createBooking } from './factories/booking.ts';
import { createProject } from './factories/project.ts';
import { rowsOf } from './factories/sequence.ts';
import { createTimeRecord } from './factories/time-record.ts';
import { ABOVE_CAP_MS, anyOf, RELATED_KEYS_CAP, refersTo, textContains } from './list-query.ts';
import { bookings } from './schema/bookings.ts';
import { creditNotes } from './schema/credit-notes.ts';
import { agencies, users, usersFullName } from './schema/identity.ts';
import { projects } from './schema/projects.ts';
import { timeRecords } from './schema/time-records.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

const dialect = new PgDialect();

/** Users of the freelancer realm named `firstName` and a number, `count` of them, in one statement. */
async function insertUsers(firstName: string, count: number) {
  await db.execute(sql`insert into ${users} (email, realm, role, first_name, last_name)
    select ${firstName.toLowerCase()} || '.' || g || '@related.test', 'freelancer', 'freelancer', ${firstName}, g::text
    from generate_series(1, ${count}) g`);
}

describe('a keyword’s related matches read first (decision 043)', () => {
  test('a few become a list of keys in both forms; above the cap a count still reads them as a list', async () => {
    await insertUsers('Seltene', 3);
    await insertUsers('Häufige', RELATED_KEYS_CAP + 1);
    const named = (word: string) => refersTo(timeRecords.freelancerId, users.id, textContains(usersFullName, word));

    const few = await named('seltene').withKeys!(db);
    const rendered = dialect.sqlToQuery(few.indexed);
    expect(rendered.sql).toBe('"time_records"."freelancer_id" = any($1::integer[])');
    expect(String(rendered.params[0]).split(',')).toHaveLength(3);
    expect(dialect.sqlToQuery(few.probe)).toEqual(rendered);

    const many = await named('häufige').withKeys!(db);
    expect(dialect.sqlToQuery(many.indexed).sql).toContain('= any(array(select "users"."id" from "users"');
    expect(dialect.sqlToQuery(many.probe).sql).toContain('exists (select 1 from "users"');
    // A count reads them as a list up to the larger cap, where an array would be compared element by element.
    const counted = dialect.sqlToQuery(await many.listed!(db));
    expect(counted.sql).toBe('"time_records"."freelancer_id" = any($1::integer[])');
    expect(String(counted.params[0]).split(',')).toHaveLength(RELATED_KEYS_CAP + 1);

    const none = await named('niemand').withKeys!(db);
    expect(dialect.sqlToQuery(none.indexed).params).toEqual(['{}']);
  });

  test('a count reads a related set through its own related set as a list, not as an array per row', async () => {
    // More projects named alike than RELATED_KEYS_CAP, each with a booking: the records of those bookings.
    const template = await createBooking(db);
    await db.execute(sql`insert into ${projects} (agency_id, name)
      select ${template.agencyId}, 'Vielprojekt ' || g from generate_series(1, ${RELATED_KEYS_CAP + 1}) g`);
    const columns = Object.values(getTableColumns(bookings))
      .map((column) => column.name)
      .filter((name) => !['id', 'project_id', 'booking_code'].includes(name));
    const names = sql.raw(columns.map((name) => `"${name}"`).join(', '));
    await db.execute(sql`insert into ${bookings} (project_id, booking_code, ${names})
      select p.id, 'VP-' || p.id, ${sql.raw(columns.map((name) => `b."${name}"`).join(', '))}
      from ${bookings} b cross join ${projects} p where b.id = ${template.id} and p.name like 'Vielprojekt %'`);
    const ofProjects = refersTo(
      timeRecords.bookingId,
      bookings.id,
      refersTo(bookings.projectId, projects.id, textContains(projects.name, 'vielprojekt')),
    );

    const found = await ofProjects.withKeys!(db);
    // Every statement, also those of a transaction, as its text, with the planner's walk setting it ran with.
    const read: { text: string; seqscan: string | undefined }[] = [];
    const recorded = (on: Pick<Db, 'execute'>) => {
      const execute = on.execute.bind(on);
      return vi.spyOn(on, 'execute').mockImplementation(((statement: Parameters<Db['execute']>[0]) =>
        execute(sql`select current_setting('enable_seqscan') as value`).then((answer) => {
          const [setting] = rowsOf<{ value: string }>(answer);
          read.push({ text: dialect.sqlToQuery(statement as never).sql, seqscan: setting?.value });
          return execute(statement);
        })) as unknown as Db['execute']);
    };
    const transaction = db.transaction.bind(db);
    recorded(db);
    vi.spyOn(db, 'transaction').mockImplementation((run) =>
      transaction((tx) => {
        recorded(tx as unknown as Db);
        return run(tx);
      }),
    );
    try {
      const counted = dialect.sqlToQuery(await found.listed!(db));
      expect(counted.sql).toBe('"time_records"."booking_id" = any($1::integer[])');
      expect(String(counted.params[0]).split(',')).toHaveLength(RELATED_KEYS_CAP + 1);
    } finally {
      vi.restoreAllMocks();
    }
    // The bookings were read with the projects as a list of keys, which PostgreSQL looks up by hash, and through
    // the indexes: the planner takes such a list to match as many bookings as that many projects have on average.
    const ofBookings = read.find(({ text }) => text.includes('from "bookings"'));
    expect(ofBookings?.text).toContain('"bookings"."project_id" = any($1::integer[])');
    expect(ofBookings?.text).not.toContain('any(array(');
    expect(ofBookings?.seqscan).toBe('off');
    // Within a caller's transaction, the walk is on again after the read.
    const after = await db.transaction(async (outer) => {
      await found.listed!(outer);
      return rowsOf<{ value: string }>(await outer.execute(sql`select current_setting('enable_seqscan') as value`));
    });
    expect(after[0]?.value).toBe('on');
  });

  test('after the window a related set above the cap is probed at once and its keys read again behind it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      await insertUsers('Wechselnde', RELATED_KEYS_CAP + 1);
      const named = () => refersTo(timeRecords.freelancerId, users.id, textContains(usersFullName, 'wechselnde'));
      const isProbed = async () => dialect.sqlToQuery((await named().withKeys!(db)).indexed).sql.includes('array(');
      expect(await isProbed()).toBe(true);
      // Most of them leave: the set is no longer above the cap.
      await db.execute(sql`delete from ${users} where first_name = 'Wechselnde' and last_name <> '1'`);
      expect(await isProbed()).toBe(true);

      vi.advanceTimersByTime(ABOVE_CAP_MS);
      expect(await isProbed()).toBe(true);
      await vi.waitFor(async () => expect(await isProbed()).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  test('calls that need the same related keys while they are read await that reading', async () => {
    await insertUsers('Geteilte', 2);
    const named = () => refersTo(timeRecords.freelancerId, users.id, textContains(usersFullName, 'geteilte'));
    const statements = vi.spyOn(db, 'execute');
    try {
      const [first, second] = await Promise.all([named().withKeys!(db), named().withKeys!(db)]);
      expect(dialect.sqlToQuery(second.indexed)).toEqual(dialect.sqlToQuery(first.indexed));
      expect(String(dialect.sqlToQuery(first.indexed).params[0]).split(',')).toHaveLength(2);
      expect(statements).toHaveBeenCalledTimes(1);
      await named().withKeys!(db);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});

describe('a narrow scope’s related rows checked once (decision 043, amendment)', () => {
  test('a related set narrowed to the scope is one subquery the planner hashes, with the same matches as the probe', async () => {
    const agencyId = (await createProject(db)).agencyId;
    const titled = await createBooking(db, { agencyId, status: 'BOOKED', title: 'Schnittplan Herbst' });
    const project = await createProject(db, { agencyId, name: 'Schnittstelle Web' });
    const ofProject = await createBooking(db, { projectId: project.id, status: 'BOOKED' });
    const other = await createBooking(db, { agencyId, status: 'BOOKED' });
    const elsewhere = await createBooking(db, { status: 'BOOKED', title: 'Schnittplan Winter' });
    const records = await Promise.all(
      [titled, ofProject, other, elsewhere].map((booking) => createTimeRecord(db, { bookingId: booking.id })),
    );
    const searched = (narrowing: ReturnType<typeof eq>[]) =>
      anyOf(
        textContains(timeRecords.description, 'schnitt'),
        refersTo(
          timeRecords.bookingId,
          bookings.id,
          anyOf(
            textContains(bookings.title, 'schnitt'),
            refersTo(bookings.projectId, projects.id, textContains(projects.name, 'schnitt')),
          ),
          narrowing,
        ),
      );
    const inScope = searched([eq(bookings.agencyId, agencyId)]);
    const matchingIds = async (condition: SQL | undefined) =>
      rowsOf<{ id: number }>(
        await db.execute(
          sql`select ${timeRecords.id} as id from ${timeRecords}
            where ${and(eq(timeRecords.agencyId, agencyId), condition)} order by 1`,
        ),
      ).map((row) => row.id);

    expect(await matchingIds(inScope.narrowed)).toEqual([records[0]!.id, records[1]!.id]);
    expect(await matchingIds(inScope.narrowed)).toEqual(await matchingIds(inScope.probe));
    // The scope's bookings are read once and looked up by hash, not probed with their project for every record.
    const plan = await planOf(
      db,
      sql`${timeRecords}`,
      sql`${eq(timeRecords.agencyId, agencyId)} and ${inScope.narrowed}`,
    );
    expect(plan).toContain('hashed SubPlan');
    // Without a scope to narrow them to, the related rows are many: each row is probed.
    expect(searched([]).narrowed).toBeUndefined();
  });

  test('beside a narrowed set, a related set no scope narrows is read first as keys, which an index answers', async () => {
    // A credit note's agency by name, beside its booking's texts narrowed to the agency: as a probe of each note it
    // was no index's condition, so the other parts' indexes could not answer the keyword either, and every one of
    // the agency's notes was read (the big agency's notes for "Anna" at 10x: 200 -> 79 ms, "zzz" 173 -> 27 ms).
    const agency = (await createProject(db)).agencyId;
    await db.update(agencies).set({ name: 'Nordlicht Annaberg' }).where(eq(agencies.id, agency));
    const searched = anyOf(
      textContains(creditNotes.number, 'anna'),
      refersTo(creditNotes.bookingId, bookings.id, textContains(bookings.title, 'anna'), [
        eq(bookings.agencyId, agency),
      ]),
      refersTo(creditNotes.agencyId, agencies.id, textContains(agencies.name, 'anna')),
    );
    const rendered = dialect.sqlToQuery((await searched.narrowedWithKeys!(db))!);
    expect(rendered.sql).toContain('"credit_notes"."agency_id" = any(');
    expect(rendered.sql).not.toContain('"agencies"');
    expect(rendered.params).toContain(`{${agency}}`);
  });
});
