import { financialYearOf } from '@fm/contract/constants';
import type { Language } from '@fm/contract/enums';
import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import type { FinanceDashboard } from '@fm/contract/schemas/budget';
import { and, count, eq, min } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countUpToCap, inScope } from '../../db/list-query.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { today } from '../../platform/clock.ts';
import type { ColumnType, Sheet } from '../../platform/spreadsheet.ts';
import * as repo from './budget.repo.ts';
import { euros, ranked, scopeAgencyIds, withNames, yearLabelOf } from './budget.service.ts';
import { costFiguresBy } from './budget-figures.ts';

/** The finance dashboard: budget use per agency of the caller's scope in the current financial year. */

const TOP_CONSUMPTIONS = 5;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

/**
 * What waits for finance: time records the agency approved and payments submitted, each counted up to
 * LIST_COUNT_CAP like a list's total (a group's 1.25 M approved records at 10x took 108 ms to count in full), and the
 * day the oldest of them was submitted, the first entry of each (status, submitted date) index.
 */
async function waitingForFinance(db: DbOrTx, agencyIds: number[] | undefined) {
  const waitingRecords = and(eq(timeRecords.status, 'APPROVED'), inScope(timeRecords.agencyId, agencyIds));
  const waitingPayments = and(
    eq(flatRatePayments.status, 'FINANCE_PENDING'),
    inScope(flatRatePayments.agencyId, agencyIds),
  );
  const [records, payments, [oldestRecord], [oldestPayment]] = await Promise.all([
    countUpToCap(db, timeRecords, waitingRecords),
    countUpToCap(db, flatRatePayments, waitingPayments),
    db
      .select({ day: min(timeRecords.submittedDate) })
      .from(timeRecords)
      .where(waitingRecords),
    db
      .select({ day: min(flatRatePayments.submittedDate) })
      .from(flatRatePayments)
      .where(waitingPayments),
  ]);
  const oldest = [oldestRecord?.day, oldestPayment?.day].filter((date): date is string => Boolean(date)).sort()[0];
  const day = today();
  return {
    timeRecords: Math.min(records, LIST_COUNT_CAP),
    payments: Math.min(payments, LIST_COUNT_CAP),
    oldestDays: oldest ? Math.max(0, Math.round((Date.parse(day) - Date.parse(oldest)) / 86_400_000)) : null,
  };
}

async function creditNoteCounts(db: DbOrTx, agencyIds: number[] | undefined, yearStart: number) {
  const rows = await db
    .select({ status: creditNotes.status, count: count() })
    .from(creditNotes)
    .where(and(eq(creditNotes.year, yearStart), inScope(creditNotes.agencyId, agencyIds)))
    .groupBy(creditNotes.status);
  const cancelled = Number(rows.find((row) => row.status === 'CANCELLED')?.count ?? 0);
  const all = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return { issued: all, cancelled };
}

export async function getFinanceDashboard(db: Db, auth: RequestAuth): Promise<FinanceDashboard> {
  const scope = scopeAgencyIds(auth);
  const day = today();
  const yearStart = financialYearOf(day).start;
  const month = day.slice(0, 7);
  // The year's budgets and lines of the caller's agencies, or of all without naming each (planning a list of 2 000
  // agencies took 8 ms at 10x; drizzle built their budgets' 2 000 parameters one by one).
  const [agencies, budgets, figures, waiting, notes] = await Promise.all([
    repo.listAgencies(db, scope),
    repo.listBudgets(db, scope, yearStart),
    // The lines by agency, by month (this month's placed dates are its month's) and by project, read once.
    costFiguresBy(db, { agencyIds: scope, yearStart }, ['agency', 'month', 'project']),
    waitingForFinance(db, scope),
    creditNoteCounts(db, scope, yearStart),
  ]);
  const perAgency = figures.agency;
  const thisMonth = figures.month.filter((row) => row.key === month);
  const top = ranked(figures.project, { by: 'commissioned', direction: 'desc' });
  const budgetOf = new Map(budgets.map((budget) => [budget.agencyId, budget]));
  const figuresOf = new Map(perAgency.map((row) => [Number(row.key), row]));
  const rows = agencies.map((agency) => {
    const budget = budgetOf.get(agency.id);
    const budgetCents = budget?.amountCents ?? 0;
    const figures = figuresOf.get(agency.id);
    const commissioned = figures?.commissionedCents ?? 0;
    return {
      id: agency.id,
      name: agency.name,
      budgetCents,
      commissionedCents: commissioned,
      clearedCents: figures?.clearedCents ?? 0,
      status: budget?.status ?? ('OPEN' as const),
      percentage: percentOf(commissioned, budgetCents),
    };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totals = {
    budget: sum((row) => row.budgetCents),
    commissioned: sum((row) => row.commissionedCents),
    cleared: sum((row) => row.clearedCents),
  };
  const over = rows.filter((row) => row.budgetCents > 0 && row.commissionedCents > row.budgetCents).length;
  const near = rows.filter(
    (row) =>
      row.budgetCents > 0 &&
      row.commissionedCents * 100 >= row.budgetCents * 80 &&
      row.commissionedCents <= row.budgetCents,
  ).length;
  return {
    financial_year: yearLabelOf(yearStart),
    totals: {
      budget: euros(totals.budget),
      commissioned: euros(totals.commissioned),
      cleared: euros(totals.cleared),
      remaining: euros(totals.budget - totals.commissioned),
    },
    agencies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      budget: euros(row.budgetCents),
      commissioned: euros(row.commissionedCents),
      cleared: euros(row.clearedCents),
      remaining: euros(row.budgetCents - row.commissionedCents),
      percentage_used: row.percentage,
      status: row.status,
    })),
    pending_time_records: waiting.timeRecords,
    pending_flat_rate_payments: waiting.payments,
    oldest_pending_days: waiting.oldestDays,
    this_month: {
      month,
      commissioned: euros(thisMonth[0]?.commissionedCents ?? 0),
      cleared: euros(thisMonth[0]?.clearedCents ?? 0),
    },
    credit_notes: notes,
    agencies_near_budget: near,
    agencies_over_budget: over,
    top_consumptions: await withNames(db, 'projects', top.rows.slice(0, TOP_CONSUMPTIONS), top.shareOf),
  };
}

const HEADERS: Record<Language, { title: string; columns: string[]; total: string }> = {
  en: {
    title: 'Finance dashboard',
    columns: ['Agency', 'Status', 'Budget', 'Commissioned', 'Cleared', 'Remaining', 'Used (%)'],
    total: 'Total',
  },
  de: {
    title: 'Finanz-Dashboard',
    columns: ['Agentur', 'Status', 'Budget', 'Beauftragt', 'Abgerechnet', 'Verbleibend', 'Verbraucht (%)'],
    total: 'Summe',
  },
};
const STATUS_TEXT: Record<Language, Record<string, string>> = {
  en: { OPEN: 'Open', CLOSED: 'Closed' },
  de: { OPEN: 'Offen', CLOSED: 'Abgeschlossen' },
};
const COLUMN_TYPES: ColumnType[] = ['text', 'text', 'euro', 'euro', 'euro', 'euro', 'number'];
const cents = (euros: number) => Math.round(euros * 100);

/** The dashboard's agency table as a German spreadsheet (XLSX, or CSV with `;` and BOM) with its totals row. */
export async function financeDashboardSheet(db: Db, auth: RequestAuth): Promise<Sheet> {
  const dashboard = await getFinanceDashboard(db, auth);
  const text = HEADERS[auth.language];
  const { totals } = dashboard;
  return {
    title: `${text.title} ${dashboard.financial_year}`,
    columns: text.columns.map((header, index) => ({ header, type: COLUMN_TYPES[index]!, width: index ? 16 : 32 })),
    rows: [
      ...dashboard.agencies.map((agency) => [
        agency.name,
        STATUS_TEXT[auth.language][agency.status] ?? agency.status,
        cents(agency.budget),
        cents(agency.commissioned),
        cents(agency.cleared),
        cents(agency.remaining),
        agency.percentage_used,
      ]),
      [
        text.total,
        '',
        cents(totals.budget),
        cents(totals.commissioned),
        cents(totals.cleared),
        cents(totals.remaining),
      ],
    ],
  };
}
