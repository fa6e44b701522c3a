import { financialYearOf } from '@fm/contract/constants';
import type { BUDGET_TYPES, Budget } from '@fm/contract/schemas/budget';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest, fieldError, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './budget.repo.ts';
import {
  costFigures,
  costTotals,
  type FigureRow,
  type FigureSort,
  figurePage,
  type RankedGroup,
} from './budget-figures.ts';
import { type BudgetContext, checkBudgetThresholds } from './budget-thresholds.ts';

/** Budget, financial year, freelancer fee and consumption (docs/product.md §10.5, docs/product.md §14). */

export const euros = (cents: number) => Math.round(cents) / 100;
const toCents = (value: number) => Math.round(value * 100);

/** Start year of a financial-year label (`2026/27` → 2026), or of the current year. */
export const yearStartOf = (label: string | undefined) =>
  label === undefined ? financialYearOf(today()).start : Number(label.slice(0, 4));
export const yearLabelOf = (start: number) => financialYearOf(`${start}-07-01`).label;

/**
 * The agencies a caller's budget reads cover: an agency user their active agency, a CFO the agencies of their
 * agency groups, the global CFO, finance users and admins every agency (undefined; decision 010).
 */
export function scopeAgencyIds(auth: RequestAuth): number[] | undefined {
  if (auth.realm === 'agency') return [requireActiveGroup(auth)];
  if (auth.cfoAgencyIds !== null) return auth.cfoAgencyIds;
  return undefined;
}

/** The one agency a call is about; another tenant's agency (or an unknown one) is 404. */
export async function resolveAgency(db: DbOrTx, auth: RequestAuth, agencyId: number | undefined) {
  if (auth.realm === 'agency') {
    const own = requireActiveGroup(auth);
    if (agencyId !== undefined && agencyId !== own) throw notFound();
    agencyId = own;
  }
  if (agencyId === undefined) throw fieldError('agency_id', 'validation.required');
  const scope = scopeAgencyIds(auth);
  if (scope && !scope.includes(agencyId)) throw notFound();
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw notFound();
  return agency;
}

/** One agency when agency_id is given (checked), else every agency of the caller's scope. */
async function resolveAgencies(db: DbOrTx, auth: RequestAuth, agencyId: number | undefined) {
  if (agencyId !== undefined || auth.realm === 'agency') return [(await resolveAgency(db, auth, agencyId)).id];
  return scopeAgencyIds(auth);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const withFee = (cents: number, feeBasisPoints: number) => Math.round((cents * (10_000 + feeBasisPoints)) / 10_000);

/**
 * Cost still to come in the current year, fee included: what was recorded but not yet finance-approved, the
 * amount left of open flat bookings, and for open hourly bookings the hours left projected at the pace they
 * were used so far (hours used ÷ days elapsed × days to the end, at most the hours left; a booking that has
 * not started counts in full).
 */
export async function forecastRemainingCents(db: DbOrTx, agency: repo.AgencyRow, yearStart: number) {
  const day = today();
  let cents = 0;
  for (const booking of await repo.listCommittedBookings(db, agency.id, yearStart)) {
    const rate = booking.rate_per_hour_cents ?? 0;
    cents += Math.round((booking.unreviewed_minutes * rate) / 60) + booking.unreviewed_cents;
    if (booking.status === 'FINISHED') continue;
    if (booking.rate_type === 'FLAT') {
      cents += booking.amount_left_cents ?? 0;
      continue;
    }
    const left = booking.minutes_left ?? 0;
    let projectedMinutes = left;
    if (day >= booking.start_date) {
      const elapsed = daysBetween(booking.start_date, day < booking.end_date ? day : booking.end_date) + 1;
      const used = (booking.booked_minutes ?? 0) - left;
      const remainingDays = Math.max(0, daysBetween(day, booking.end_date));
      projectedMinutes = Math.min(left, Math.round((used / elapsed) * remainingDays));
    }
    cents += Math.round((projectedMinutes * rate) / 60);
  }
  return withFee(cents, agency.freelancerFeeBasisPoints);
}

/** An agency's budget figures of a year, in cents; the projection only for the current year. */
export async function budgetFigures(db: DbOrTx, agency: repo.AgencyRow, yearStart: number) {
  const [row, totals] = await Promise.all([
    repo.findBudget(db, agency.id, yearStart),
    costTotals(db, { agencyIds: [agency.id], yearStart }),
  ]);
  const isCurrent = yearStart === financialYearOf(today()).start;
  const budgetCents = row?.amountCents ?? 0;
  const projectedCents = isCurrent ? totals.clearedCents + (await forecastRemainingCents(db, agency, yearStart)) : null;
  return { row, budgetCents, ...totals, projectedCents, isCurrent };
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

async function budgetOutputOf(db: DbOrTx, agency: repo.AgencyRow, yearStart: number): Promise<Budget> {
  const figures = await budgetFigures(db, agency, yearStart);
  return {
    agency_id: agency.id,
    agency_name: agency.name,
    financial_year: yearLabelOf(yearStart),
    is_current: figures.isCurrent,
    status: figures.row?.status ?? 'OPEN',
    budget: euros(figures.budgetCents),
    commissioned: euros(figures.commissionedCents),
    cleared: euros(figures.clearedCents),
    projected: figures.projectedCents === null ? null : euros(figures.projectedCents),
    remaining: euros(figures.budgetCents - figures.commissionedCents),
    percentage_used: percentOf(figures.commissionedCents, figures.budgetCents),
    freelancer_fee: agency.freelancerFeeBasisPoints / 100,
    closed_at: figures.row?.closedAt?.toISOString() ?? null,
  };
}

export async function getBudget(
  db: Db,
  auth: RequestAuth,
  query: { agency_id?: number | undefined; financial_year?: string | undefined },
) {
  const agency = await resolveAgency(db, auth, query.agency_id);
  return budgetOutputOf(db, agency, yearStartOf(query.financial_year));
}

const GROUP_OF: Record<(typeof BUDGET_TYPES)[number], RankedGroup> = {
  projects: 'project',
  freelancers: 'freelancer',
  clients: 'client',
  agencies: 'agency',
};

/** The amount `sort` ranks figure rows by. */
const amountBy = (sort: FigureSort) => (row: FigureRow) =>
  sort.by === 'commissioned' ? row.commissionedCents : row.clearedCents;

/** Figure rows by amount (the key breaking ties), with each row's share of the whole. */
export function ranked(rows: FigureRow[], sort: FigureSort) {
  const amountOf = amountBy(sort);
  const total = rows.reduce((sum, row) => sum + amountOf(row), 0);
  const sign = sort.direction === 'asc' ? 1 : -1;
  rows.sort((a, b) => sign * (amountOf(a) - amountOf(b)) || Number(a.key) - Number(b.key));
  return {
    rows,
    shareOf: (row: (typeof rows)[number]) => percentOf(amountOf(row), total) ?? 0,
  };
}

export async function withNames(
  db: DbOrTx,
  type: (typeof BUDGET_TYPES)[number],
  rows: { key: string; commissionedCents: number; clearedCents: number }[],
  shareOf: (row: { key: string; commissionedCents: number; clearedCents: number }) => number,
) {
  const names = await repo.namesOf(
    db,
    type,
    rows.map((row) => Number(row.key)),
  );
  return rows.map((row) => ({
    id: Number(row.key),
    name: names.get(Number(row.key)) ?? '',
    commissioned: euros(row.commissionedCents),
    cleared: euros(row.clearedCents),
    share: shareOf(row),
  }));
}

export async function listConsumption(
  db: Db,
  auth: RequestAuth,
  type: (typeof BUDGET_TYPES)[number],
  query: {
    financial_year?: string | undefined;
    agency_id?: number | undefined;
    sort_by: 'commissioned' | 'cleared';
    sort: 'asc' | 'desc';
    page: number;
    items: number;
  },
) {
  const agencyIds = await resolveAgencies(db, auth, query.agency_id);
  const sort = { by: query.sort_by, direction: query.sort };
  const { rows, count, sum } = await figurePage(
    db,
    { agencyIds, yearStart: yearStartOf(query.financial_year) },
    GROUP_OF[type],
    sort,
    { offset: (query.page - 1) * query.items, limit: query.items },
  );
  const amountOf = amountBy(sort);
  return {
    data: await withNames(db, type, rows, (row) => percentOf(amountOf(row), sum) ?? 0),
    total: count,
    page: query.page,
    items: query.items,
    last_page: Math.max(1, Math.ceil(count / query.items)),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Cleared and commissioned per month of the financial year starting in July of `yearStart`. */
export async function yearlyChart(db: Db, auth: RequestAuth, yearStart: number, agencyId: number | undefined) {
  const agencyIds = await resolveAgencies(db, auth, agencyId);
  const rows = new Map((await costFigures(db, { agencyIds, yearStart }, 'month')).map((row) => [row.key, row]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((6 + index) % 12) + 1;
    const period = `${index < 6 ? yearStart : yearStart + 1}-${pad(month)}`;
    const row = rows.get(period);
    return { period, cleared: euros(row?.clearedCents ?? 0), commissioned: euros(row?.commissionedCents ?? 0) };
  });
}

/** Cleared and commissioned per day of a calendar month (the drill-down of one month of the yearly chart). */
export async function monthlyChart(
  db: Db,
  auth: RequestAuth,
  month: number,
  year: number,
  agencyId: number | undefined,
) {
  const agencyIds = await resolveAgencies(db, auth, agencyId);
  const from = `${year}-${pad(month)}-01`;
  const until = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const yearStart = financialYearOf(from).start;
  const rows = new Map(
    (await costFigures(db, { agencyIds, yearStart, from, until }, 'day')).map((row) => [row.key, row]),
  );
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => {
    const period = `${year}-${pad(month)}-${pad(index + 1)}`;
    const row = rows.get(period);
    return { period, cleared: euros(row?.clearedCents ?? 0), commissioned: euros(row?.commissionedCents ?? 0) };
  });
}

/** increase/budget: adds to a year's budget (created when missing); a closed year's budget stays as it is. */
export async function increaseBudget(
  db: Db,
  auth: RequestAuth,
  body: { agency_id: number; financial_year?: string | undefined; amount: number },
) {
  const agency = await resolveAgency(db, auth, body.agency_id);
  const yearStart = yearStartOf(body.financial_year);
  await db.transaction(async (tx) => {
    const budget = await repo.lockBudget(tx, agency.id, yearStart);
    if (budget.status === 'CLOSED') {
      throw badRequest('rule.budgetOfClosedYear', { params: { year: yearLabelOf(yearStart) } });
    }
    const newAmount = budget.amountCents + toCents(body.amount);
    await repo.setBudgetAmount(tx, budget.id, newAmount);
    await repo.insertBudgetChange(tx, {
      budgetId: budget.id,
      changedBy: auth.userId,
      previousAmountCents: budget.amountCents,
      newAmountCents: newAmount,
    });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: 'AGENCY_BUDGET_INCREASED',
      entityType: 'agency_budget',
      entityId: budget.id,
      details: { financial_year: yearLabelOf(yearStart), previous: euros(budget.amountCents), new: euros(newAmount) },
    });
  });
  return budgetOutputOf(db, agency, yearStart);
}

/** freelancer-fee: the percentage on top of freelancer cost; it changes every figure of the agency. */
export async function updateFreelancerFee(
  db: Db,
  context: BudgetContext,
  auth: RequestAuth,
  body: { agency_id: number; fee: number },
) {
  const agency = await resolveAgency(db, auth, body.agency_id);
  const basisPoints = Math.round(body.fee * 100);
  await db.transaction(async (tx) => {
    await repo.setFreelancerFee(tx, agency.id, basisPoints);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: 'AGENCY_FREELANCER_FEE_UPDATED',
      entityType: 'agency',
      entityId: agency.id,
      details: { previous: agency.freelancerFeeBasisPoints / 100, new: basisPoints / 100 },
    });
  });
  await checkBudgetThresholds(db, context, agency.id);
  return { agency_id: agency.id, fee: basisPoints / 100 };
}

/**
 * financial-year/close: the year's budget becomes CLOSED (bookings, time records and payments then refuse
 * cost in it). Refused while time records or payments of the year still wait for a review.
 */
export async function closeFinancialYear(
  db: Db,
  auth: RequestAuth,
  body: { agency_id: number; financial_year?: string | undefined },
) {
  const agency = await resolveAgency(db, auth, body.agency_id);
  const yearStart = yearStartOf(body.financial_year);
  const year = yearLabelOf(yearStart);
  await db.transaction(async (tx) => {
    const budget = await repo.lockBudget(tx, agency.id, yearStart);
    if (budget.status === 'CLOSED') throw new AppError(409, 'rule.financialYearAlreadyClosed', { params: { year } });
    const open = await repo.countOpenReviews(tx, agency.id, yearStart);
    if (open.timeRecords > 0 || open.payments > 0) {
      throw badRequest('rule.financialYearHasOpenWork', {
        params: { year, timeRecords: open.timeRecords, payments: open.payments },
      });
    }
    await repo.closeBudget(tx, budget.id, auth.userId);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: 'AGENCY_BUDGET_YEAR_CLOSED',
      entityType: 'agency_budget',
      entityId: budget.id,
      beforeStatus: 'OPEN',
      afterStatus: 'CLOSED',
      details: { financial_year: year },
    });
  });
  return budgetOutputOf(db, agency, yearStart);
}
