import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope } from '../../db/list-query.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { agencyBudgets, budgetChanges, budgetThresholdNotices } from '../../db/schema/budget.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { budgetNotificationMembers, clients } from '../../db/schema/organisation.ts';
import { projects } from '../../db/schema/projects.ts';
import { bookingYearStartSql } from './budget-figures.ts';

/** Queries behind the budget calls. */

export type AgencyRow = { id: number; name: string; freelancerFeeBasisPoints: number; isActive: boolean };

const AGENCY_COLUMNS = {
  id: agencies.id,
  name: agencies.name,
  freelancerFeeBasisPoints: agencies.freelancerFeeBasisPoints,
  isActive: agencies.isActive,
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function findAgency(db: DbOrTx, agencyId: number): Promise<AgencyRow | undefined> {
  const [row] = await db.select(AGENCY_COLUMNS).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row;
}

/**
 * Every agency by name, and a year's budgets of every agency: what the dashboards of finance users and the global CFO
 * read (2 000 agencies at 10x), each prepared once and mapped by plan (preparedOnce). Built and mapped by drizzle on
 * every call, which asks of every field of every row what kind of field it is, they took about 7 % of the finance
 * dashboard's CPU at 10x. A CFO's agencies are named, and built per call.
 */
const EVERY_AGENCY = preparedOnce((db) => db.select(AGENCY_COLUMNS).from(agencies).orderBy(agencies.name));
const BUDGETS_OF_EVERY_AGENCY = preparedOnce((db) =>
  db
    .select()
    .from(agencyBudgets)
    .where(eq(agencyBudgets.financialYearStart, sql.placeholder('year_start'))),
);

/** Agencies in a scope (undefined = all), by name. */
export async function listAgencies(db: DbOrTx, agencyIds: number[] | undefined): Promise<AgencyRow[]> {
  if (agencyIds === undefined) return EVERY_AGENCY(db, {});
  if (agencyIds.length === 0) return [];
  return db.select(AGENCY_COLUMNS).from(agencies).where(inScope(agencies.id, agencyIds)).orderBy(agencies.name);
}

export async function findBudget(db: DbOrTx, agencyId: number, yearStart: number) {
  const [row] = await db
    .select()
    .from(agencyBudgets)
    .where(and(eq(agencyBudgets.agencyId, agencyId), eq(agencyBudgets.financialYearStart, yearStart)))
    .limit(1);
  return row;
}

/** The budgets of a year of the agencies in a scope (undefined = all, without naming each). */
export async function listBudgets(db: DbOrTx, agencyIds: number[] | undefined, yearStart: number) {
  if (agencyIds === undefined) return BUDGETS_OF_EVERY_AGENCY(db, { year_start: yearStart });
  if (agencyIds.length === 0) return [];
  return db
    .select()
    .from(agencyBudgets)
    .where(and(inScope(agencyBudgets.agencyId, agencyIds), eq(agencyBudgets.financialYearStart, yearStart)));
}

/** The budget row of a year, created (0 €, OPEN) when missing, locked for the rest of the transaction. */
export async function lockBudget(db: DbOrTx, agencyId: number, yearStart: number) {
  await db
    .insert(agencyBudgets)
    .values({ agencyId, financialYearStart: yearStart, amountCents: 0 })
    .onConflictDoNothing({ target: [agencyBudgets.agencyId, agencyBudgets.financialYearStart] });
  const [row] = await db
    .select()
    .from(agencyBudgets)
    .where(and(eq(agencyBudgets.agencyId, agencyId), eq(agencyBudgets.financialYearStart, yearStart)))
    .for('update');
  return row!;
}

export async function setBudgetAmount(db: DbOrTx, budgetId: number, amountCents: number) {
  const [row] = await db
    .update(agencyBudgets)
    .set({ amountCents, updatedAt: new Date() })
    .where(eq(agencyBudgets.id, budgetId))
    .returning();
  return row!;
}

export async function closeBudget(db: DbOrTx, budgetId: number, userId: number) {
  const [row] = await db
    .update(agencyBudgets)
    .set({ status: 'CLOSED', closedAt: new Date(), closedBy: userId, updatedAt: new Date() })
    .where(and(eq(agencyBudgets.id, budgetId), eq(agencyBudgets.status, 'OPEN')))
    .returning();
  return row;
}

export async function insertBudgetChange(db: DbOrTx, values: typeof budgetChanges.$inferInsert) {
  await db.insert(budgetChanges).values(values);
}

export async function setFreelancerFee(db: DbOrTx, agencyId: number, basisPoints: number) {
  const [row] = await db
    .update(agencies)
    .set({ freelancerFeeBasisPoints: basisPoints })
    .where(eq(agencies.id, agencyId))
    .returning({ id: agencies.id, fee: agencies.freelancerFeeBasisPoints });
  return row;
}

/**
 * Time records and payments of an agency's financial year that still wait for a review: time records PENDING
 * (the agency's review) or APPROVED (finance's), payments FINANCE_PENDING.
 */
export async function countOpenReviews(db: DbOrTx, agencyId: number, yearStart: number) {
  const yearOf = bookingYearStartSql(sql`p.due_date`, sql`item_date`);
  const result = await db.execute(sql`
    select kind, count(*)::int as count from (
      select 'time' as kind, t.work_date as item_date, p.due_date from time_records t
        join bookings b on b.id = t.booking_id join projects p on p.id = b.project_id
        where t.agency_id = ${agencyId} and t.status in ('PENDING', 'APPROVED')
      union all
      select 'payment', f.payment_date, p.due_date from flat_rate_payments f
        join bookings b on b.id = f.booking_id join projects p on p.id = b.project_id
        where f.agency_id = ${agencyId} and f.status = 'FINANCE_PENDING'
    ) p where ${yearOf} = ${yearStart}
    group by kind`);
  const counts = new Map(rowsOf<{ kind: string; count: number }>(result).map((row) => [row.kind, Number(row.count)]));
  return { timeRecords: counts.get('time') ?? 0, payments: counts.get('payment') ?? 0 };
}

export type OpenBookingRow = {
  id: number;
  status: string;
  rate_type: 'HOURLY' | 'FLAT';
  start_date: string;
  end_date: string;
  rate_per_hour_cents: number | null;
  booked_minutes: number | null;
  minutes_left: number | null;
  amount_left_cents: number | null;
  /** Minutes recorded but not yet finance-approved (PENDING, APPROVED). */
  unreviewed_minutes: number;
  /** Payment cents recorded but not yet finance-approved (FINANCE_PENDING). */
  unreviewed_cents: number;
};

/** Bookings of an agency's year that can still add cost: what the forecast projects (raw cents, no fee). */
export async function listCommittedBookings(db: DbOrTx, agencyId: number, yearStart: number) {
  const yearOf = bookingYearStartSql(sql`p.due_date`, sql`b.start_date`);
  const result = await db.execute(sql`
    select b.id, b.status, b.rate_type, b.start_date::text as start_date, b.end_date::text as end_date,
      b.rate_per_hour_cents, b.booked_minutes, b.minutes_left, b.amount_left_cents,
      coalesce((select sum(t.minutes) from time_records t
        where t.booking_id = b.id and t.status in ('PENDING', 'APPROVED')), 0)::int as unreviewed_minutes,
      coalesce((select sum(f.amount_cents) from flat_rate_payments f
        where f.booking_id = b.id and f.status = 'FINANCE_PENDING'), 0)::int as unreviewed_cents
    from bookings b join projects p on p.id = b.project_id
    where b.agency_id = ${agencyId} and b.status in ('APPROVED', 'BOOKED', 'FINISHED') and ${yearOf} = ${yearStart}`);
  return rowsOf<OpenBookingRow>(result);
}

/** Names of the ids a consumption page shows. */
export async function namesOf(
  db: DbOrTx,
  type: 'projects' | 'freelancers' | 'clients' | 'agencies',
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    type === 'projects'
      ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids))
      : type === 'clients'
        ? await db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids))
        : type === 'agencies'
          ? await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.id, ids))
          : await db
              .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
              .from(users)
              .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The agency's budget notification members with their mail address and language. */
export async function listNotificationMembers(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(budgetNotificationMembers)
    .innerJoin(users, eq(users.id, budgetNotificationMembers.userId))
    .where(eq(budgetNotificationMembers.agencyId, agencyId));
}

/** Records that a threshold was told; false when another request already did (exactly one wins). */
export async function claimThresholdNotice(db: DbOrTx, agencyId: number, yearStart: number, threshold: number) {
  const rows = await db
    .insert(budgetThresholdNotices)
    .values({ agencyId, financialYearStart: yearStart, threshold })
    .onConflictDoNothing()
    .returning({ threshold: budgetThresholdNotices.threshold });
  return rows.length === 1;
}

/** Budgets of an agency that are OPEN and above zero (the years whose thresholds can be crossed). */
export async function listOpenBudgets(db: DbOrTx, agencyId: number) {
  return db
    .select()
    .from(agencyBudgets)
    .where(
      and(
        eq(agencyBudgets.agencyId, agencyId),
        eq(agencyBudgets.status, 'OPEN'),
        sql`${agencyBudgets.amountCents} > 0`,
      ),
    );
}
