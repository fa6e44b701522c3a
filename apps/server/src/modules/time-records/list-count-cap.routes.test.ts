import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { planOfQuery, withoutPlanQuestions } from '../../../test/plan-of.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { ABOVE_CAP_MS, KEYWORD_WALK_BUDGET, RENEWED_ABOVE_CAP_MS, WALK_ON_BUDGET } from '../../db/list-query.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { api, hourlyBooking, listPage, t, useRecordWorld, w } from './record-test-world.ts';

useRecordWorld();

const reviewPage = async () =>
  (await api(t, w, w.financeUser, 'GET', 'freelancer/time-review-list', { tab: 'pending', items: 25 })).json().data;

/** The first page's ids as the list orders them (newest first, the id breaking ties), straight from the table. */
const expectedIds = async () =>
  (
    await t.db
      .select({ id: timeRecords.id })
      .from(timeRecords)
      .where(eq(timeRecords.status, 'APPROVED'))
      .orderBy(sql`${timeRecords.createdAt} desc, ${timeRecords.id} desc`)
      .limit(25)
  ).map((row) => row.id);

/** Page `number` (25 records) of finance's review list with `query`, as the caller sees it: its data. */
const reviewListPage = async (query: Record<string, unknown>, number: number) =>
  (await api(t, w, w.financeUser, 'GET', 'freelancer/time-review-list', { ...query, items: 25, page: number })).json()
    .data;

/** Page `number` of the approved records that `condition` matches in `order` (newest first), straight from the table. */
const expectedPage = async (condition: SQL, order: SQL, number: number) =>
  (
    await t.db
      .select({ id: timeRecords.id })
      .from(timeRecords)
      .where(and(eq(timeRecords.status, 'APPROVED'), condition))
      .orderBy(order)
      .limit(25)
      .offset((number - 1) * 25)
  ).map((row) => row.id);

const idsOf = (data: { data: { id: number }[] }) => data.data.map((record) => record.id);

/** `count` approved records of the booking, in one statement. */
const insertApproved = (booking: { id: number; freelancerId: number; agencyId: number }, count: number) =>
  t.db.execute(sql`
    insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date)
    select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId}, '2026-09-02', 60, 'APPROVED', '2026-10-01'
    from generate_series(1, ${count})`);

describe('list counts stop at the cap', () => {
  test('exactly the cap is an exact count; one more row reads as the cap and says so, the page still shows its rows', async () => {
    const booking = await hourlyBooking(w)(t);
    await insertApproved(booking, LIST_COUNT_CAP);
    const exact = await reviewPage();
    expect(exact.total).toBe(LIST_COUNT_CAP);
    expect(exact).not.toHaveProperty('is_total_capped');
    expect(exact.data.map((record: { id: number }) => record.id)).toEqual(await expectedIds());

    // At or below the cap every call counts, so one more row added outside the product is seen at once.
    await insertApproved(booking, 1);
    const capped = await reviewPage();
    expect(capped).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true, last_page: LIST_COUNT_CAP / 25 });
    // Above the cap the page may be read along the order's index; at or below it, from all matching rows sorted:
    // both give the same first page.
    expect(capped.data.map((record: { id: number }) => record.id)).toEqual(await expectedIds());
  });

  test('a list above the cap is not counted again within the window, however little above; other filters still are', async () => {
    await t.db.delete(timeRecords);
    const booking = await hourlyBooking(w)(t);
    await insertApproved(booking, LIST_COUNT_CAP + 1);
    expect(await reviewPage()).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });

    // All but three leave the list outside the product: within the window (ABOVE_CAP_MS) its total still reads capped (it is not counted again), while
    // the page, read afresh, shows the three that are left.
    const kept = await expectedIds();
    await t.db
      .delete(timeRecords)
      .where(
        and(
          eq(timeRecords.bookingId, booking.id),
          sql`${timeRecords.id} not in (${sql.join(kept.slice(0, 3), sql`, `)})`,
        ),
      );
    const stale = await reviewPage();
    expect(stale).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
    expect(stale.data.map((record: { id: number }) => record.id)).toEqual(kept.slice(0, 3));

    // The same list with another filter is another statement, counted exactly at once.
    const filtered = await api(t, w, w.financeUser, 'GET', 'freelancer/time-review-list', {
      tab: 'pending',
      items: 25,
      freelancers: [booking.freelancerId],
    });
    const [own] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(timeRecords)
      .where(and(eq(timeRecords.status, 'APPROVED'), eq(timeRecords.freelancerId, booking.freelancerId)));
    expect(own!.count).toBe(3);
    expect(filtered.json().data).toMatchObject({ total: 3 });
    expect(filtered.json().data).not.toHaveProperty('is_total_capped');

    // A change answered by this instance forgets it: the booker approves one more record, the list counts 4.
    const record = await createTimeRecord(t.db, { bookingId: booking.id });
    const approved = await api(t, w, w.am, 'POST', 'agency/update-time-record', { id: record.id, status: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    const fresh = await reviewPage();
    expect(fresh).toMatchObject({ total: 4 });
    expect(fresh).not.toHaveProperty('is_total_capped');
  });

  test('after the window a list above the cap is answered capped at once and counted again behind it', async () => {
    // The instance's clock (performance.now) only: the database and the requests keep real time.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      await t.db.delete(timeRecords);
      const booking = await hourlyBooking(w)(t);
      await insertApproved(booking, LIST_COUNT_CAP + 1);
      expect(await reviewPage()).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
      // All but three leave the list outside the product.
      await t.db.delete(timeRecords).where(sql`${timeRecords.id} not in (select id from ${timeRecords} limit 3)`);

      vi.advanceTimersByTime(ABOVE_CAP_MS);
      // Past the window the answer is still the one known, given at once; the count behind it learns the three.
      expect(await reviewPage()).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
      await vi.waitFor(async () => expect(await reviewPage()).toMatchObject({ total: 3 }));

      // Past the stale time too, a list is counted before it is answered, as the first time.
      await insertApproved(booking, LIST_COUNT_CAP + 1);
      expect(await reviewPage()).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
      await t.db.delete(timeRecords).where(sql`${timeRecords.id} not in (select id from ${timeRecords} limit 3)`);
      vi.advanceTimersByTime(ABOVE_CAP_MS + RENEWED_ABOVE_CAP_MS);
      expect(await reviewPage()).toMatchObject({ total: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  test('a keyword matching more than the cap pages the same whether its matches lead the order or trail it', async () => {
    const booking = await hourlyBooking(w)(t);
    const insert = (description: string, createdAt: string, count: number) =>
      t.db.execute(sql`
        insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date,
          description, created_at)
        select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId}, '2026-09-02', 60, 'APPROVED',
          '2026-10-01', ${description}, ${createdAt}::timestamptz
        from generate_series(1, ${count})`);
    // The matches sit behind more non-matching rows than the walk reads: the page comes from sorting all matches.
    await insert('Schnitt Fernsehspot', '2026-09-01T08:00:00Z', LIST_COUNT_CAP + 1);
    await insert('Konzept', '2026-09-02T08:00:00Z', KEYWORD_WALK_BUDGET + 10);
    const page = (number: number) => reviewListPage({ tab: 'pending', keyword: 'schnitt' }, number);
    const newestFirst = sql`${timeRecords.createdAt} desc, ${timeRecords.id} desc`;
    const expected = (number: number) => expectedPage(ilike(timeRecords.description, '%schnitt%'), newestFirst, number);

    const trailing = await page(1);
    expect(trailing).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
    expect(idsOf(trailing)).toEqual(await expected(1));

    // Thirty newer matches lead the order: the first page is found by walking it, the second needs the sort again
    // for all but the five newer matches it starts with.
    await insert('Feinschnitt Trailer', '2026-09-03T08:00:00Z', 30);
    expect(idsOf(await page(1))).toEqual(await expected(1));
    const second = idsOf(await page(2));
    expect(second).toEqual(await expected(2));
    expect(second).toHaveLength(25);
  });

  test('a filter matching more than the cap pages the same whether its matches lead the order or trail it', async () => {
    const booking = await hourlyBooking(w)(t);
    // Records worked and submitted on the `days` days from `firstDay`, one after the other.
    const insert = (firstDay: string, days: number, createdAt: string, count: number) =>
      t.db.execute(sql`
        insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date,
          created_at)
        select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId}, ${firstDay}::date + g % ${days}, 60,
          'APPROVED', ${firstDay}::date + g % ${days}, ${createdAt}::timestamptz
        from generate_series(1, ${count}) g`);
    // Finance sees every agency's records: records submitted in January, under a third of the table, all behind
    // more newer records than a walk of the order reads.
    await insert('2026-01-01', 31, '2026-02-01T08:00:00Z', LIST_COUNT_CAP + 1);
    await insert('2026-10-01', 60, '2026-12-01T08:00:00Z', 2 * LIST_COUNT_CAP + 2 * KEYWORD_WALK_BUDGET);
    // With the table's statistics the planner walks the work dates' index checking the submission date on each
    // row, as it does at scale; the list then walks a part of the order alone first (pageIds, decision 040).
    await t.db.execute(sql`analyze time_records`);
    const january = { tab: 'pending', submitted_start_date: '2026-01-01', submitted_end_date: '2026-01-31' };
    const page = (number: number) => reviewListPage({ ...january, sortBy: 'date' }, number);
    const submittedInJanuary = sql`${timeRecords.submittedDate} between '2026-01-01' and '2026-01-31'`;
    const latestWorkFirst = sql`${timeRecords.workDate} desc, ${timeRecords.id} desc`;
    const expected = (number: number) => expectedPage(submittedInJanuary, latestWorkFirst, number);

    const trailing = await page(1);
    expect(trailing).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
    expect(idsOf(trailing)).toEqual(await expected(1));
    expect(idsOf(await page(3))).toEqual(await expected(3));

    // Thirty matches worked after all the rest lead the order: the first page is theirs, the second starts with
    // the last five of them and goes on into the older ones.
    await t.db.execute(sql`
      update time_records set work_date = '2027-01-01' where id in (
        select id from time_records where submitted_date < '2026-02-01' order by id limit 30)`);
    expect(idsOf(await page(1))).toEqual(await expected(1));
    const second = idsOf(await page(2));
    expect(second).toEqual(await expected(2));
    expect(second).toHaveLength(25);

    // Five of them lead, the rest trail more newer records than the walk goes on for: the walk finds the five, its
    // further walk none, and the sort of all matches the rest of the page (decision 040, amendment of 2026-11-30).
    await t.db.execute(sql`
      update time_records set work_date = '2026-01-15' where work_date = '2027-01-01' and id not in (
        select id from time_records where work_date = '2027-01-01' order by id limit 5)`);
    await t.db.execute(sql`
      insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date)
      select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId}, '2026-12-31', 60, 'APPROVED', '2026-12-31'
      from generate_series(1, ${WALK_ON_BUDGET})`);
    const bunched = idsOf(await page(1));
    expect(bunched).toEqual(await expected(1));
    expect(bunched).toHaveLength(25);
    expect(idsOf(await page(2))).toEqual(await expected(2));
  });

  test("an agency's records of one project above the cap page the same whether they lead the order or trail it", async () => {
    await t.db.delete(timeRecords);
    const ofProject = await hourlyBooking(w)(t);
    const elsewhere = await hourlyBooking(w, { projectId: w.project.id })(t);
    // `count` approved records of `booking`, created at `createdAt`.
    const insert = (booking: { id: number }, createdAt: string, count: number) =>
      t.db.execute(sql`
        insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date,
          created_at)
        select b.id, b.freelancer_id, b.agency_id, '2026-09-02', 60, 'APPROVED', '2026-10-01', ${createdAt}::timestamptz
        from bookings b, generate_series(1, ${count}) where b.id = ${booking.id}`);
    // The project's records sit behind more of the agency's newer records than a walk of the order reads.
    await insert(ofProject, '2026-09-01T08:00:00Z', LIST_COUNT_CAP + 1);
    await insert(elsewhere, '2026-09-02T08:00:00Z', KEYWORD_WALK_BUDGET + 10);
    // A thousand more of the agency's bookings with a few records each: to the table's statistics a project's
    // records are few, so the planner sorts all of them (the walk of the agency's rows first, pageIds).
    await t.db.execute(sql`
      insert into bookings (booking_code, agency_id, project_id, freelancer_id, created_by, title, start_date, end_date,
        rate_type, status, day_rate_cents, rate_per_hour_cents, booked_minutes, minutes_left, total_cost_cents)
      select 'MANY-' || g, agency_id, project_id, freelancer_id, created_by, title, start_date, end_date, rate_type,
        status, day_rate_cents, rate_per_hour_cents, booked_minutes, minutes_left, total_cost_cents
      from bookings, generate_series(1, 1000) g where id = ${elsewhere.id}`);
    await t.db.execute(sql`
      insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date,
        created_at)
      select b.id, b.freelancer_id, b.agency_id, '2026-09-02', 60, 'APPROVED', '2026-10-01', '2026-08-01T08:00:00Z'
      from bookings b, generate_series(1, 5) where b.booking_code like 'MANY-%'`);
    await t.db.execute(sql`analyze bookings`);
    await t.db.execute(sql`analyze time_records`);
    const page = (number: number) =>
      listPage(t, w, w.am, 'freelancer/time-record', { projects: [w.splitProject.id], items: 25, page: number });
    const newestFirst = sql`${timeRecords.createdAt} desc, ${timeRecords.id} desc`;
    const expected = (number: number) => expectedPage(eq(timeRecords.bookingId, ofProject.id), newestFirst, number);

    const trailing = await page(1);
    expect(trailing).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
    expect(idsOf(trailing)).toEqual(await expected(1));
    expect(idsOf(await page(3))).toEqual(await expected(3));

    // Thirty of the project's records newer than all the rest lead the order: the first page is theirs, the second
    // starts with the last five of them and goes on into the older ones.
    await insert(ofProject, '2026-09-03T08:00:00Z', 30);
    expect(idsOf(await page(1))).toEqual(await expected(1));
    const second = idsOf(await page(2));
    expect(second).toEqual(await expected(2));
    expect(second).toHaveLength(25);
  });
  test('a window of work days above the cap, newest first, is merged from each day and pages as its matches sorted', async () => {
    await t.db.delete(timeRecords);
    const booking = await hourlyBooking(w)(t);
    // Records worked on ten days of March, created a second apart in turns over the days, and a hundred made last,
    // all on the fifth: the newest four pages are that day's alone, the fifth page goes on into the others.
    const lastOnTheFifth = LIST_COUNT_CAP + 1_900;
    await t.db.execute(sql`
      insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date,
        created_at)
      select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId},
        date '2026-03-01' + case when g > ${lastOnTheFifth} then 4 else g % 10 end, 60, 'APPROVED', '2026-04-01',
        timestamptz '2026-04-01T08:00:00Z' + (g % 5000) * interval '1 second'
          + case when g > ${lastOnTheFifth} then interval '1 day' else interval '0' end
      from generate_series(1, ${LIST_COUNT_CAP + 2_000}) g`);
    await t.db.execute(sql`analyze time_records`);
    const march = { tab: 'pending', timeframe_start_date: '2026-03-01', timeframe_end_date: '2026-03-10' };
    const workedInMarch = sql`${timeRecords.workDate} between '2026-03-01' and '2026-03-10'`;
    const newestFirst = sql`${timeRecords.createdAt} desc, ${timeRecords.id} desc`;
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const first = await reviewListPage(march, 1);
      expect(first).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
      expect(idsOf(first)).toEqual(await expectedPage(workedInMarch, newestFirst, 1));
      for (const number of [4, 5, 9]) {
        expect(idsOf(await reviewListPage(march, number))).toEqual(
          await expectedPage(workedInMarch, newestFirst, number),
        );
      }
      // The page's statement reads each day's first records off the index of work days in this order, not all
      // 12 000 matches sorted.
      const statements = withoutPlanQuestions(execute.mock.calls.map(([statement]) => statement as SQL));
      const plans = await Promise.all(statements.map((statement) => planOfQuery(t.db, statement)));
      const dayByDay = plans.filter((plan) => /Function Scan on generate_series/.test(plan));
      expect(dayByDay).not.toHaveLength(0);
      for (const plan of dayByDay) expect(plan).toMatch(/Scan Backward using time_records_work_date_idx/);
    } finally {
      execute.mockRestore();
    }
  });
});
