import { and, asc, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import { listBookings } from '../modules/bookings/bookings.repo.ts';
import type { Db } from './client.ts';
import { createBooking } from './factories/booking.ts';
import { rowsOf } from './factories/sequence.ts';
import {
  countUpToCap,
  expectedWalkHits,
  forgetCountsAboveCap,
  isOneOf,
  KEYWORD_WALK_BUDGET,
  orderBounds,
  type PlanNode,
  renderedOnce,
  sortsAllMatches,
  WALK_ON_BUDGET,
  type Walk,
  walksALittleFirst,
  walksItsOwnRows,
  walkThenSort,
} from './list-query.ts';
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

describe('a condition rendered once (renderedOnce)', () => {
  const dialect = new PgDialect();
  const condition = (agencyId: number, code: string) =>
    and(eq(bookings.agencyId, agencyId), ilike(bookings.bookingCode, `%${code}%`), isOneOf(bookings.projectId, [3, 4]));

  test('embedded in a statement it renders as the condition itself, with the values numbered in their places', () => {
    const statement = (where: ReturnType<typeof condition>) =>
      sql`select ${bookings.id} from ${bookings} where ${bookings.id} > ${7} and ${where} limit ${25}`;
    const original = dialect.sqlToQuery(statement(condition(12, 'GS-5')));
    const embedded = dialect.sqlToQuery(statement(renderedOnce(condition(12, 'GS-5')).condition));
    expect(embedded.sql).toBe(original.sql);
    expect(embedded.sql).toContain('"booking_code" ilike $3');
    expect(embedded.params).toEqual([7, 12, '%GS-5%', [3, 4], 25]);
  });

  test('its digest differs with any value of the condition, and is the same for the same condition and values', () => {
    const digest = (agencyId: number, code: string) => renderedOnce(condition(agencyId, code)).digest;
    expect(digest(12, 'GS-5')).toBe(digest(12, 'GS-5'));
    expect(new Set([digest(12, 'GS-5'), digest(13, 'GS-5'), digest(12, 'GS-6')]).size).toBe(3);
    expect(renderedOnce(undefined).digest).not.toBe(renderedOnce(sql`false`).digest);
  });

  test('a placeholder stays one, filled when the statement runs', async () => {
    const booking = await createBooking(db);
    const where = renderedOnce(and(eq(bookings.agencyId, sql.placeholder('agency')), gte(bookings.id, 0)));
    const statement = db.select({ id: bookings.id }).from(bookings).where(where.condition).prepare('');
    expect(await statement.execute({ agency: booking.agencyId })).toEqual([{ id: booking.id }]);
    expect(await statement.execute({ agency: booking.agencyId + 1_000 })).toEqual([]);
  });

  test('a condition whose text holds a NUL is refused, as its values could not be told from its text', () => {
    expect(() => renderedOnce(sql.raw("code = 'a\u0000b'"))).toThrow(/NUL/);
  });
});

describe('a count being read is shared (countUpToCap)', () => {
  afterEach(() => vi.restoreAllMocks());

  test('calls that need the same count while it is read await that reading; after a change a call reads anew', async () => {
    const booking = await createBooking(db);
    const ofAgency = eq(bookings.agencyId, booking.agencyId);
    const statements = vi.spyOn(db, 'select');
    expect(await countUpToCap(db, bookings, ofAgency)).toBe(1);
    const perReading = statements.mock.calls.length;
    expect(perReading).toBeGreaterThan(0);

    statements.mockClear();
    const other = eq(bookings.agencyId, booking.agencyId + 1_000);
    const counts = [countUpToCap(db, bookings, ofAgency), countUpToCap(db, bookings, ofAgency)];
    expect(await Promise.all([...counts, countUpToCap(db, bookings, other)])).toEqual([1, 1, 0]);
    // The two alike read once; another condition reads on its own.
    expect(statements.mock.calls.length).toBe(2 * perReading);

    const before = countUpToCap(db, bookings, ofAgency);
    await createBooking(db, { projectId: booking.projectId });
    forgetCountsAboveCap(db);
    statements.mockClear();
    expect(await countUpToCap(db, bookings, ofAgency)).toBe(2);
    // It read anew instead of awaiting the reading from before the change.
    expect(statements.mock.calls.length).toBe(perReading);
    await before;
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

/** A walk of the numbers 1..`last` in order (`g`), `hit` written on `g`. */
function numbersWalk(last: number, hit: string): Walk {
  const rows = sql`select g from generate_series(1, ${last}) g order by g`;
  return { rows, as: sql.raw('g'), id: sql.raw('g'), hit: sql.raw(hit) };
}

describe('a walk along the order, then a further walk or a sort of all matches (walkThenSort)', () => {
  // The numbers 1..3 × the walk's budget in order; the further walk answers -1 and the sort -2, so each test sees
  // which part answered.
  const pageOf = async (hit: string) => {
    const statement = walkThenSort(
      numbersWalk(3 * KEYWORD_WALK_BUDGET, hit),
      sql`select -2 as page_id`,
      { page: 1, items: 3 },
      {
        planned: sql`select -1 as page_id`,
      },
    );
    return rowsOf<{ page_id: number }>(await db.execute(statement)).map((row) => Number(row.page_id));
  };

  test('matches dense in the walk are the page', async () => {
    expect(await pageOf('g % 7 = 0')).toEqual([7, 14, 21]);
  });

  test('too few but some matches in the walk: what it found, then the further walk', async () => {
    expect(await pageOf(`g = ${KEYWORD_WALK_BUDGET}`)).toEqual([KEYWORD_WALK_BUDGET, -1]);
  });

  test('no match in the walk (the matches trail the order): all matches sorted', async () => {
    expect(await pageOf(`g > ${KEYWORD_WALK_BUDGET}`)).toEqual([-2]);
  });
});

describe('a keyword whose matches are spread thinly: a further walk before a sort (walkThenSort, further)', () => {
  // The numbers 1..WALK_ON_BUDGET + 10 000 in order, five a page; the sort answers -2. A sort that must not
  // run divides by zero when it does.
  const pageOf = async (hit: string, page = 1, sorted = sql`select -2 as page_id`, expectedHits?: number) => {
    const statement = walkThenSort(
      numbersWalk(WALK_ON_BUDGET + 10_000, hit),
      sorted,
      { page, items: 5 },
      {
        further: WALK_ON_BUDGET,
        ...(expectedHits === undefined ? {} : { expectedHits }),
      },
    );
    return rowsOf<{ page_id: number }>(await db.execute(statement)).map((row) => Number(row.page_id));
  };
  const failingSort = sql`select (1 / (g - g))::int as page_id from generate_series(1, 1) g`;
  // Four matches in the first walk, then one every 500 rows.
  const spread = `g % ${KEYWORD_WALK_BUDGET / 4} = 0`;
  const nth = (n: number) => (n * KEYWORD_WALK_BUDGET) / 4;

  test('matches dense in the first walk are the page, and neither the further walk nor the sort runs', async () => {
    expect(await pageOf('g % 7 = 0', 1, failingSort)).toEqual([7, 14, 21, 28, 35]);
  });

  test('too few in the first walk but dense enough: what it found, then the further walk on from there, no sort', async () => {
    expect(await pageOf(spread, 1, failingSort)).toEqual([1, 2, 3, 4, 5].map(nth));
    // The second page: the matches 6 to 10, past the first walk's four.
    expect(await pageOf(spread, 2, failingSort)).toEqual([6, 7, 8, 9, 10].map(nth));
  });

  test("a further walk checks the rows past the first walk's alone", async () => {
    // Each check counted by a sequence: the first walk's rows, then those up to the page's fifth match.
    await db.execute(sql`create sequence walk_checks`);
    try {
      const counted = `case when nextval('walk_checks') > 0 then ${spread} end`;
      expect(await pageOf(counted, 1, failingSort)).toEqual([1, 2, 3, 4, 5].map(nth));
      const [checks] = rowsOf<{ last_value: number }>(await db.execute(sql`select last_value from walk_checks`));
      expect(Number(checks?.last_value)).toBe(nth(5));
    } finally {
      await db.execute(sql`drop sequence walk_checks`);
    }
  });

  test('too few in the first walk to say how thinly they are spread: all matches sorted, without a further walk', async () => {
    // Two matches in the first walk: they, then the sort (a further walk would have found 3 000, 4 000 and 5 000).
    expect(await pageOf(`g % ${KEYWORD_WALK_BUDGET / 2} = 0`)).toEqual([1000, 2000, -2]);
  });

  test("a page too deep for the first walk's density to promise it within the further walk: all matches sorted", async () => {
    expect(await pageOf(spread, 20)).toEqual([-2]);
  });

  test('a further walk that still finds too few: what the walks found, then all matches sorted', async () => {
    const hit = `g in (500, 1000, 1500) or g > ${WALK_ON_BUDGET}`;
    expect(await pageOf(hit)).toEqual([500, 1000, 1500, -2]);
  });

  test('no match in the first walk: all matches sorted', async () => {
    expect(await pageOf(`g > ${KEYWORD_WALK_BUDGET}`)).toEqual([-2]);
  });

  test('a first walk that found under a tenth of the matches the planner expects there: all matches sorted', async () => {
    // Four matches where the planner expects 40 or fewer: they are spread as it thinks, and the walk goes on.
    expect(await pageOf(spread, 1, failingSort, 40)).toEqual([1, 2, 3, 4, 5].map(nth));
    // Four where it expects 170 (an admin's quarter of bookings by title): bunched elsewhere, so all are sorted.
    expect(await pageOf(spread, 1, sql`select -2 as page_id`, 170)).toEqual([...[1, 2, 3, 4].map(nth), -2]);
  });
});

test("the matches the planner expects in the first walk: its matches' share of the table, times the walk", () => {
  const plan = node('Limit', {}, node('Index Scan', { 'Plan Rows': 85_000, Filter: '(x)' }));
  expect(expectedWalkHits(plan, 1_000_000)).toBeCloseTo((85_000 / 1_000_000) * KEYWORD_WALK_BUDGET);
  // A table without statistics yet (reltuples -1) says nothing.
  expect(expectedWalkHits(plan, -1)).toBe(0);
});

/** A node of a plan as `explain (format json)` writes it, with `children` on its outer side. */
const node = (type: string, extra: Partial<PlanNode> = {}, ...children: PlanNode[]): PlanNode => ({
  'Node Type': type,
  ...extra,
  ...(children.length
    ? { Plans: children.map((child) => ({ 'Parent Relationship': 'Outer' as const, ...child })) }
    : {}),
});

describe('which pages are walked a little first (walksALittleFirst)', () => {
  const TABLE_ROWS = 5_000_000;
  const month = { 'Plan Rows': 106_606 };

  test('an index of the order read with a filter on other columns, as PostgreSQL planned it at 10x', () => {
    // An admin's records submitted in one month, in order of their work dates (2.3 M rows read, 6 s).
    const scan = node('Index Scan', { ...month, Filter: "((submitted_date >= '2026-01-01'::date))" });
    expect(walksALittleFirst(node('Limit', {}, node('Incremental Sort', month, scan)), TABLE_ROWS)).toBe(true);
  });

  test('rows dropped by a join or a filter above the index read in order', () => {
    const ordered = node('Index Scan');
    const subPlan: PlanNode = { 'Node Type': 'Index Scan', 'Parent Relationship': 'Inner' };
    const join: PlanNode = {
      ...node('Nested Loop', month),
      Plans: [{ ...ordered, 'Parent Relationship': 'Outer' }, subPlan],
    };
    expect(walksALittleFirst(node('Limit', {}, join), TABLE_ROWS)).toBe(true);
    expect(walksALittleFirst(node('Limit', {}, node('Result', { ...month, Filter: '(x)' }, ordered)), TABLE_ROWS)).toBe(
      true,
    );
  });

  test('not where the matches are a third of the table or more: walking on costs less than sorting them all', () => {
    const scan = node('Index Scan', { 'Plan Rows': TABLE_ROWS / 2, Filter: "((status = 'ONGOING'::text))" });
    expect(walksALittleFirst(node('Limit', {}, scan), TABLE_ROWS)).toBe(false);
    // Without statistics the table's size is unknown (-1): the walk is guarded.
    expect(walksALittleFirst(node('Limit', {}, scan), -1)).toBe(true);
  });

  test('not where an index holds every filter, or where the matches are read and sorted', () => {
    expect(walksALittleFirst(node('Limit', {}, node('Index Only Scan', month)), TABLE_ROWS)).toBe(false);
    const sorted = node('Sort', month, node('Bitmap Heap Scan', { ...month, Filter: '(x)' }));
    expect(walksALittleFirst(node('Limit', {}, sorted), TABLE_ROWS)).toBe(false);
  });
});

describe("which of one agency's or freelancer's pages are walked a little first (sortsAllMatches, walksItsOwnRows)", () => {
  test("the planned page sorts the matches, as PostgreSQL planned a big agency's records of one project at 10x", () => {
    const join = node('Nested Loop', {}, node('Bitmap Heap Scan'), node('Index Only Scan'));
    expect(sortsAllMatches(node('Limit', {}, node('Sort', {}, join)))).toBe(true);
    expect(sortsAllMatches(node('Limit', {}, node('Index Scan', { Filter: '(hashed SubPlan 1)' })))).toBe(false);
  });

  test("the walk reads the caller's rows in order from an index and keeps each one it reads", () => {
    const ownRows = node('Index Scan');
    expect(walksItsOwnRows(node('Limit', {}, ownRows))).toBe(true);
    // Rows of others dropped on the way (a CFO's agencies along the order's index), or all the caller's rows sorted.
    expect(walksItsOwnRows(node('Limit', {}, node('Index Scan', { Filter: '(agency_id = ANY (x))' })))).toBe(false);
    expect(walksItsOwnRows(node('Limit', {}, node('Sort', {}, ownRows)))).toBe(false);
    expect(walksItsOwnRows(undefined)).toBe(false);
  });
});

describe("the filters that bound a walk of the order's index (orderBounds)", () => {
  test("only those on the order's own column, alone: the window's end for bookings in order of their start", () => {
    const endsAfter = gte(bookings.endDate, '2026-01-01');
    const startsBefore = lte(bookings.startDate, '2026-03-31');
    const ofAgency = eq(bookings.agencyId, 1);
    const filters = [endsAfter, startsBefore, ofAgency, sql`${bookings.startDate} < ${bookings.endDate}`];

    expect(orderBounds(filters, [desc(bookings.startDate), desc(bookings.id)])).toEqual([startsBefore]);
    expect(orderBounds(filters, [asc(bookings.endDate), asc(bookings.id)])).toEqual([endsAfter]);
    expect(orderBounds(filters, [desc(bookings.createdAt), desc(bookings.id)])).toEqual([]);
  });
});
