import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The one place that computes commissioned and cleared amounts (docs/product.md §14), for a project's detail, an
 * agency's budget, the consumption charts, the top consumptions and the finance dashboard.
 *
 * - commissioned = total cost of bookings APPROVED, BOOKED or FINISHED;
 * - cleared = finance-approved time records (minutes × the booking's hourly rate, which is also the credit
 *   note's net) and finance-approved flat-rate payments. Cancelling a credit note sends its record back to
 *   FINANCE_REJECTED, so a cancelled note no longer counts;
 * - both carry the agency's freelancer fee on top (rounded to the cent per agency and group);
 * - an amount belongs to the financial year of its project's due date (a project due after June counts toward
 *   the next year); without a due date to the year of its own date (booking start, work day, payment day).
 *   Inside that year it is placed on its own date, moved to the year's first or last day when it lies outside.
 *
 * The lines (LINE_KINDS) are written a second time in SQL, summed per booking and month, by migration 0024's view
 * `cost_month_lines` and triggers, which keep `cost_months` (decision 044): a change to what a line is changes both.
 * The tests compare the months with the view after every kind of change, and the figures read from the months with
 * those read from the lines.
 */

export type FigureGroup = 'none' | 'month' | 'day' | 'project' | 'freelancer' | 'client' | 'agency';

export type FigureFilter = {
  /** Only these agencies; undefined = every agency. An empty list matches nothing. */
  agencyIds?: number[] | undefined;
  projectId?: number;
  /** Start year of the financial year (2026 = 2026/27). */
  yearStart?: number;
  /** Placed date in [from, until). */
  from?: string;
  until?: string;
};

export type FigureRow = { key: string; commissionedCents: number; clearedCents: number };

/** Financial-year start of a date expression (July–June). */
const yearStartOf = (date: SQL) =>
  sql`(extract(year from ${date})::int - case when extract(month from ${date}) < 7 then 1 else 0 end)`;

const KEY_OF: Record<FigureGroup, SQL> = {
  none: sql`'all'`,
  month: sql`to_char(placed_date, 'YYYY-MM')`,
  day: sql`to_char(placed_date, 'YYYY-MM-DD')`,
  project: sql`project_id`,
  freelancer: sql`freelancer_id`,
  client: sql`client_id`,
  agency: sql`agency_id`,
};

/** The column of a matching line that each group's key is read from (beside agency_id, which every group reads). */
const COLUMN_OF: Record<FigureGroup, string | null> = {
  none: null,
  month: 'placed_date',
  day: 'placed_date',
  project: 'project_id',
  freelancer: 'freelancer_id',
  client: 'client_id',
  agency: null,
};

/**
 * A group's cents (a bigint) with its agency's freelancer fee on top, rounded to the cent half away from zero as
 * round() rounds, in integers: with numeric arithmetic, the fee of the 6 370 freelancers and agencies of the uneven
 * shape's year at 10x took half of finance's budget by freelancer (11.7 -> 7.8 ms, with the ids grouped as integers
 * and written as text at the end).
 */
const withFee = (cents: SQL) => {
  const factor = sql`(10000 + a.freelancer_fee_basis_points)`;
  return sql`case when ${cents} < 0 then -((-${cents} * ${factor} + 5000) / 10000)
    else (${cents} * ${factor} + 5000) / 10000 end`;
};

type RawRow = { figure_group: string; key: string | null; commissioned: string | number; cleared: string | number };

/** Commissioned and cleared cents (fee included) per group of the cost lines that pass the filter. */
export async function costFigures(db: DbOrTx, filter: FigureFilter, group: FigureGroup): Promise<FigureRow[]> {
  return (await costFiguresBy(db, filter, [group]))[group];
}

/** The three kinds of cost line: a booking's commitment, and what a time record or a flat-rate payment cleared. */
const LINE_KINDS = [
  {
    select: sql`b.agency_id, b.project_id, b.freelancer_id, p.client_id, b.total_cost_cents::bigint as commissioned,
      0::bigint as cleared, b.start_date as item_date, p.due_date`,
    from: sql`bookings b join projects p on p.id = b.project_id`,
    where: sql`b.status in ('APPROVED', 'BOOKED', 'FINISHED')`,
    itemDate: sql`b.start_date`,
  },
  {
    select: sql`t.agency_id, b.project_id, t.freelancer_id, p.client_id, 0::bigint,
      round(t.minutes * b.rate_per_hour_cents / 60.0)::bigint, t.work_date, p.due_date`,
    from: sql`time_records t join bookings b on b.id = t.booking_id join projects p on p.id = b.project_id`,
    where: sql`t.status = 'FINANCE_APPROVED'`,
    itemDate: sql`t.work_date`,
  },
  {
    select: sql`f.agency_id, b.project_id, f.freelancer_id, p.client_id, 0::bigint, f.amount_cents::bigint,
      f.payment_date, p.due_date`,
    from: sql`flat_rate_payments f join bookings b on b.id = f.booking_id join projects p on p.id = b.project_id`,
    where: sql`f.status = 'FINANCE_APPROVED'`,
    itemDate: sql`f.payment_date`,
  },
];

/**
 * The cost lines summed per booking and month (cost_months, decision 044) in the shape of costLines' rows, the
 * month's first day as their date: the same figures for every grouping but the day, and every filter but a range of
 * days, from a few rows per booking instead of each record. With `yearStart`, those of projects due in the year and,
 * of projects without a due date, the months in the year (a financial year starts and ends with a month).
 */
export function monthLines(yearStart: number | undefined, agencies: SQL | undefined): SQL {
  const select = sql`select c.agency_id, c.project_id, c.freelancer_id, p.client_id, c.commissioned_cents as commissioned,
    c.cleared_cents as cleared, c.month as item_date, p.due_date from cost_months c join projects p on p.id = c.project_id`;
  // A month whose lines came and went (a record approved, then rejected) holds nothing, and is no line.
  const held = sql`(c.commissioned_cents <> 0 or c.cleared_cents <> 0)${agencies ? sql` and c.agency_id in ${agencies}` : sql``}`;
  if (yearStart === undefined) return sql`${select} where ${held}`;
  const first = `${yearStart}-07-01`;
  const last = `${yearStart + 1}-06-30`;
  return sql`${select} where ${held} and p.due_date between ${first}::date and ${last}::date
    union all ${select} where ${held} and p.due_date is null and c.month between ${first}::date and ${last}::date`;
}

/**
 * Every cost line, or with `yearStart` those of that financial year only, read by indexes: the lines of projects
 * due in the year (projects by due date, their bookings, their records and payments) and, of projects without a
 * due date, the lines dated in the year. A year's figures then cost what the year holds, not the group's whole
 * history (the year is a computed value, which no index answers). `agencies`, when given, is the condition on the
 * agencies whose lines count, written on each line's booking too (a line's agency is its booking's): an agency's
 * figures then read its own bookings of the projects due in the year, where the condition on the lines' own
 * agency let the planner pair every agency's bookings of those projects with the agency's records first.
 */
function costLines(
  yearStart: number | undefined,
  agencies: SQL | undefined,
  days: { from?: string | undefined; until?: string | undefined } = {},
): SQL {
  const onBooking = agencies ? sql` and b.agency_id in ${agencies}` : sql``;
  if (yearStart === undefined) {
    return sql.join(
      LINE_KINDS.map((kind) => sql`select ${kind.select} from ${kind.from} where ${kind.where}${onBooking}`),
      sql` union all `,
    );
  }
  const first = `${yearStart}-07-01`;
  const last = `${yearStart + 1}-06-30`;
  const inDays = daysWithin(first, last, days);
  return sql.join(
    LINE_KINDS.flatMap((kind) => [
      sql`select ${kind.select} from ${kind.from}
        where ${kind.where}${onBooking} and p.due_date between ${first}::date and ${last}::date${inDays(kind.itemDate)}`,
      sql`select ${kind.select} from ${kind.from}
        where ${kind.where}${onBooking} and p.due_date is null and ${kind.itemDate} between ${first}::date and ${last}::date${inDays(kind.itemDate)}`,
    ]),
    sql` union all `,
  );
}

/**
 * A range of days [from, until) that leaves out the year's first or last day, as conditions on a line of the year: a
 * line placed in it is dated in it (only lines dated outside the year are placed on its first or last day), so its
 * booking has a month of its own date there (cost_months). The day's figures (a month of the chart) then read the
 * lines of the bookings with such a month, not every line of the year (the big demo agency's chart of March on the
 * uneven shape at 10x: 312 -> 89 ms). A range that reaches the year's ends keeps the lines placed there.
 */
function daysWithin(first: string, last: string, days: { from?: string | undefined; until?: string | undefined }) {
  const from = days.from !== undefined && days.from > first ? sql`${days.from}::date` : undefined;
  const until = days.until !== undefined && days.until <= last ? sql`${days.until}::date` : undefined;
  if (from === undefined && until === undefined) return () => sql``;
  const months = sql`b.id in (select c.booking_id from cost_months c
    where ${between(sql`c.month`, from && sql`date_trunc('month', ${from})::date`, until)})`;
  return (itemDate: SQL) => sql` and ${months} and ${between(itemDate, from, until)}`;
}

/** `value` at least `lower` and below `upper`, each bound when given. */
const between = (value: SQL, lower: SQL | undefined, upper: SQL | undefined) =>
  sql.join([...(lower ? [sql`${value} >= ${lower}`] : []), ...(upper ? [sql`${value} < ${upper}`] : [])], sql` and `);

/**
 * The lines that pass the filter, dated and placed in their financial year, as the CTEs up to `matching`, which the
 * statements below group; null where no agency's lines count. `byDay` reads each line's own date (a day's figures, or
 * a range of days, need it); otherwise the months are read.
 */
function matchingLines(filter: FigureFilter, byDay: boolean): SQL | null {
  if (filter.agencyIds?.length === 0) return null;
  // No condition on the year: costLines(yearStart) reads only that year's lines. Written out, "year_start = X"
  // was a condition on a project's and a line's dates together, which the planner could check only once it had
  // paired every line with every project due in the year (an agency's top consumptions at 10x: 19.5 -> 11 ms).
  const conditions: SQL[] = [sql`true`];
  const agencies = filter.agencyIds ? sql.raw(`(${filter.agencyIds.map(Number).join(',')})`) : undefined;
  if (agencies) conditions.push(sql`agency_id in ${agencies}`);
  if (filter.projectId !== undefined) conditions.push(sql`project_id = ${filter.projectId}`);
  if (filter.from !== undefined) conditions.push(sql`placed_date >= ${filter.from}::date`);
  if (filter.until !== undefined) conditions.push(sql`placed_date < ${filter.until}::date`);
  const withDays = byDay || filter.from !== undefined || filter.until !== undefined;
  const lines = withDays ? costLines(filter.yearStart, agencies, filter) : monthLines(filter.yearStart, agencies);
  // The filtered lines are one CTE, which PostgreSQL inlines (the conditions reach into each kind of line); several
  // groupings read it through its sums (summedBy), which are materialized once.
  // A year's lines (costLines and monthLines read only those) all have its start, which needs no reckoning per line:
  // the finance dashboard's statement at 10x (10 181 months) took 15 instead of 21 ms with it, read alone.
  const yearStart =
    filter.yearStart === undefined ? yearStartOf(sql`coalesce(due_date, item_date)`) : sql`${filter.yearStart}::int`;
  return sql`
    with lines as (${lines}), dated as (
      select lines.*, ${yearStart} as year_start from lines
    ), placed as (
      select dated.*, greatest(least(item_date, make_date(year_start + 1, 6, 30)), make_date(year_start, 7, 1))
        as placed_date
      from dated
    ), matching as (select * from placed where ${sql.join(conditions, sql` and `)})`;
}

/** The matching lines' figures per key of `group`, fee included. */
const grouped = (group: FigureGroup, source = sql`matching`) => sql`
  select ${group}::text as figure_group, g.key::text as key,
    sum(${withFee(sql`g.commissioned`)})::bigint as commissioned, sum(${withFee(sql`g.cleared`)})::bigint as cleared
  from (
    select ${KEY_OF[group]} as key, agency_id, sum(commissioned)::bigint as commissioned,
      sum(cleared)::bigint as cleared
    from ${source}
    group by 1, 2
  ) g join agencies a on a.id = g.agency_id
  group by g.key`;

const toFigureRow = (row: RawRow): FigureRow => ({
  key: String(row.key),
  commissionedCents: Number(row.commissioned),
  clearedCents: Number(row.cleared),
});

/**
 * The matching lines summed by the columns that `groups` read, so that each grouping reads a few sums instead of every
 * line: the finance dashboard's year at 10x is 10 181 months of 4 agencies, 8 projects and 12 months, which sum to
 * 96 rows (its statement 15 -> 8.4 ms at the mean, read alone; 21 ms before either change).
 */
function summedBy(groups: readonly FigureGroup[]): SQL {
  const columns = [
    'agency_id',
    ...new Set(groups.map((group) => COLUMN_OF[group]).filter((c): c is string => c !== null)),
  ];
  return sql.raw(`select ${columns.join(', ')}, sum(commissioned)::bigint as commissioned,
    sum(cleared)::bigint as cleared from matching group by ${columns.map((_, index) => index + 1).join(', ')}`);
}

/**
 * The same figures for several groupings of the lines that pass the filter, in one statement: the lines are read,
 * dated, filtered and summed once (summedBy) and then grouped each way. The finance dashboard's three views of
 * the year read every cost line of the group's agencies; reading them once instead of three times is most of its
 * cost at scale.
 */
export async function costFiguresBy<const Groups extends readonly FigureGroup[]>(
  db: DbOrTx,
  filter: FigureFilter,
  groups: Groups,
): Promise<Record<Groups[number], FigureRow[]>> {
  const figures = Object.fromEntries(groups.map((group) => [group, [] as FigureRow[]])) as Record<
    Groups[number],
    FigureRow[]
  >;
  const matching = matchingLines(filter, groups.includes('day'));
  if (!matching) return figures;
  const statement =
    groups.length === 1
      ? sql`${matching} ${grouped(groups[0] as FigureGroup)}`
      : sql`${matching}, summed as (${summedBy(groups)}) ${sql.join(
          groups.map((group) => grouped(group, sql`summed`)),
          sql` union all `,
        )}`;
  const result = await db.execute(statement);
  for (const row of (result as unknown as { rows: RawRow[] }).rows) {
    if (row.key !== null) figures[row.figure_group as Groups[number]].push(toFigureRow(row));
  }
  return figures;
}

/** What a ranking of figures sorts by: an amount, either way (the key, ascending, breaking ties). */
export type FigureSort = { by: 'commissioned' | 'cleared'; direction: 'asc' | 'desc' };
/** The groupings whose keys are ids, which a ranking lists. */
export type RankedGroup = 'project' | 'freelancer' | 'client' | 'agency';

/**
 * A page of the figures per project, freelancer, client or agency, ranked by `sort`, with how many keys there are and
 * the sum of the amount sorted by over all of them (each row's share is of that). Ranked and cut in the statement: a
 * year's figures by freelancer at 10x are 6 154 rows, which the server read and sorted to show 25 (finance's first
 * page 18.9 -> 17.3 ms at the median, an agency's 15.6 -> 13.1 ms).
 */
export async function figurePage(
  db: DbOrTx,
  filter: FigureFilter,
  group: RankedGroup,
  sort: FigureSort,
  page: { offset: number; limit: number },
): Promise<{ rows: FigureRow[]; count: number; sum: number }> {
  const matching = matchingLines(filter, false);
  if (!matching) return { rows: [], count: 0, sum: 0 };
  const amount = sort.by === 'cleared' ? sql`cleared` : sql`commissioned`;
  const result = await db.execute(sql`${matching}, figures as (${grouped(group)}),
    ranked as (select * from figures where key is not null)
    select whole.count, whole.sum, paged.*
    from (select count(*)::int as count, coalesce(sum(${amount}), 0)::bigint as sum from ranked) whole
    left join lateral (select * from ranked order by ${amount} ${sql.raw(sort.direction === 'asc' ? 'asc' : 'desc')},
      key::bigint limit ${page.limit} offset ${page.offset}) paged on true`);
  const rows = (result as unknown as { rows: (RawRow & { count: number; sum: string | number })[] }).rows;
  return {
    rows: rows.filter((row) => row.key !== null).map(toFigureRow),
    count: rows[0]?.count ?? 0,
    sum: Number(rows[0]?.sum ?? 0),
  };
}

/** The filter's totals (zero when nothing matches). */
export async function costTotals(db: DbOrTx, filter: FigureFilter) {
  const [row] = await costFigures(db, filter, 'none');
  return { commissionedCents: row?.commissionedCents ?? 0, clearedCents: row?.clearedCents ?? 0 };
}

/** The SQL financial-year start of a booking (its project's due date, else its start date), for other queries. */
export const bookingYearStartSql = (projectDueDate: SQL, bookingStartDate: SQL) =>
  yearStartOf(sql`coalesce(${projectDueDate}, ${bookingStartDate})`);
