import { asc, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import { listBookings } from '../modules/bookings/bookings.repo.ts';
import type { Db } from './client.ts';
import { createBooking } from './factories/booking.ts';
import { rowsOf } from './factories/sequence.ts';
import { isOneOf, KEYWORD_WALK_BUDGET, type PlanNode, planWalksCheckingEachRow, walkThenSort } from './list-query.ts';
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

describe('a walk along the order, then a further walk or a sort of all matches (walkThenSort)', () => {
  // The numbers 1..3 × the walk's budget in order; the further walk answers -1 and the sort -2, so each test sees
  // which part answered.
  const pageOf = async (hit: string) => {
    const walk = sql`select g as page_id, ${sql.raw(hit)} as hit from generate_series(1, ${3 * KEYWORD_WALK_BUDGET}) g order by g`;
    const statement = walkThenSort(walk, sql`select -2 as page_id`, { page: 1, items: 3 }, sql`select -1 as page_id`);
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

describe('which plans walk an index checking each row (planWalksCheckingEachRow)', () => {
  const node = (type: string, extra: Partial<PlanNode> = {}, ...children: PlanNode[]): PlanNode => ({
    'Node Type': type,
    ...extra,
    ...(children.length
      ? { Plans: children.map((child) => ({ 'Parent Relationship': 'Outer' as const, ...child })) }
      : {}),
  });

  test('an index of the order read with a filter on other columns, as PostgreSQL planned it at 10x', () => {
    // An admin's records submitted in one month, in order of their work dates (2.3 M rows read, 6 s).
    const scan = node('Index Scan', { Filter: "((submitted_date >= '2026-01-01'::date))" });
    expect(planWalksCheckingEachRow(node('Limit', {}, node('Incremental Sort', {}, scan)))).toBe(true);
  });

  test('rows dropped by a join or a filter above the index read in order', () => {
    const ordered = node('Index Scan');
    const subPlan: PlanNode = { 'Node Type': 'Index Scan', 'Parent Relationship': 'Inner' };
    const join: PlanNode = {
      ...node('Nested Loop', {}, ordered),
      Plans: [{ ...ordered, 'Parent Relationship': 'Outer' }, subPlan],
    };
    expect(planWalksCheckingEachRow(node('Limit', {}, join))).toBe(true);
    expect(planWalksCheckingEachRow(node('Limit', {}, node('Result', { Filter: '(x)' }, ordered)))).toBe(true);
  });

  test('an index whose conditions are all the filters, or matches read and sorted, walk nothing row by row', () => {
    expect(planWalksCheckingEachRow(node('Limit', {}, node('Index Only Scan')))).toBe(false);
    expect(
      planWalksCheckingEachRow(node('Limit', {}, node('Sort', {}, node('Bitmap Heap Scan', { Filter: '(x)' })))),
    ).toBe(false);
  });
});
