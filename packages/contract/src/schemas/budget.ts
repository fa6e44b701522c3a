import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { budgetStatusSchema } from '../enums.ts';
import { idParam, LIST_COUNT_CAP, pageParam } from '../envelope.ts';
import { entityId, idField, moneyOutput, namedRef, timestampOutput } from './common.ts';
import { financialYearField, percentageField, positiveMoneyField } from './validation.ts';

/** Budget, financial year, fee, consumption charts and the finance dashboard. */

export const chartPointOutput = z
  .object({
    period: z.string().describe('YYYY-MM for a yearly chart, YYYY-MM-DD for a monthly chart'),
    cleared: moneyOutput.describe('Finance-approved time and payments, fee included'),
    commissioned: moneyOutput.describe('Cost of approved, booked and finished bookings, fee included'),
  })
  .describe('Cleared and commissioned amounts of one period');
export type ChartPoint = z.infer<typeof chartPointOutput>;
export const chartOutput = z.array(chartPointOutput).describe('One point per month (yearly) or day (monthly)');

/** Admin and finance read a given agency; agency users read their active agency. */
export const agencyIdQuery = z.object({
  agency_id: idParam.optional().describe('Agency to read (admin and finance); agency users get the active agency'),
});

/** agency/budget: the agency (admin and finance) and the financial year (the widget's year selector). */
export const budgetQuery = agencyIdQuery.extend({
  financial_year: financialYearField.optional().describe('Defaults to the current financial year'),
});

/** The shares of a budget at which its notification members are told (once per threshold and year). */
export const BUDGET_THRESHOLDS = [80, 100] as const;

export const budgetOutput = z
  .object({
    agency_id: entityId,
    agency_name: z.string(),
    financial_year: z.string().describe('e.g. 2026/27'),
    is_current: z.boolean().describe('Whether this is the current financial year'),
    status: budgetStatusSchema,
    budget: moneyOutput.describe('Budget of the financial year'),
    commissioned: moneyOutput,
    cleared: moneyOutput,
    projected: moneyOutput
      .nullable()
      .describe(
        'Current year only: projected year-end spend = cleared + open commitments + run-rate projection of hourly bookings',
      ),
    remaining: z.number().describe('budget − commissioned; negative when overdrawn'),
    percentage_used: z.number().nullable().describe('commissioned / budget in %, null without a budget'),
    freelancer_fee: z.number().describe('Percentage on top of freelancer cost'),
    closed_at: timestampOutput.nullable(),
  })
  .describe('An agency’s budget in one financial year');
export type Budget = z.infer<typeof budgetOutput>;

export const BUDGET_TYPES = ['projects', 'freelancers', 'clients', 'agencies'] as const;
export const budgetTypeParams = z.object({
  type: z.enum(BUDGET_TYPES).describe('What the consumption is grouped by'),
});
export const budgetConsumptionQuery = z.object({
  financial_year: financialYearField.optional().describe('Defaults to the current financial year'),
  agency_id: idParam.optional().describe('Agency to read (admin and finance)'),
  sort_by: z.enum(['commissioned', 'cleared']).default('commissioned').describe('Amount to sort by'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: pageParam,
  items: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const consumptionItemOutput = namedRef
  .extend({ commissioned: moneyOutput, cleared: moneyOutput, share: z.number().describe('Share of the total, %') })
  .describe('Consumption of one project, freelancer, client or agency');

export const freelancerFeeInput = z
  .object({ agency_id: idField, fee: percentageField.describe('Percentage on top of freelancer cost') })
  .describe('Set an agency’s freelancer fee');
export const freelancerFeeOutput = z.object({ agency_id: entityId, fee: z.number() });

export const financialYearCloseInput = z
  .object({
    agency_id: idField,
    financial_year: financialYearField.optional().describe('Defaults to the current financial year'),
  })
  .describe('Close an agency’s financial year');

export const budgetIncreaseInput = z
  .object({
    agency_id: idField,
    financial_year: financialYearField.optional().describe('Defaults to the current financial year'),
    amount: positiveMoneyField.describe('Euros to add to the budget'),
  })
  .describe('Increase an agency’s budget');

/** A count of what waits for finance: it stops at LIST_COUNT_CAP, like a list's total, so it costs what it shows. */
const waitingCount = z.number().int().nonnegative().max(LIST_COUNT_CAP);

export const financeDashboardOutput = z
  .object({
    financial_year: z.string(),
    totals: z.object({ budget: moneyOutput, commissioned: moneyOutput, cleared: moneyOutput, remaining: z.number() }),
    agencies: z.array(
      namedRef.extend({
        budget: moneyOutput,
        commissioned: moneyOutput,
        cleared: moneyOutput,
        remaining: z.number(),
        percentage_used: z.number().nullable(),
        status: budgetStatusSchema,
      }),
    ),
    pending_time_records: waitingCount.describe(`Time records waiting for finance, counted up to ${LIST_COUNT_CAP}`),
    pending_flat_rate_payments: waitingCount.describe(`Payments waiting for finance, counted up to ${LIST_COUNT_CAP}`),
    oldest_pending_days: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Age in days of the oldest record or payment waiting for finance'),
    this_month: z.object({ month: z.string().describe('YYYY-MM'), commissioned: moneyOutput, cleared: moneyOutput }),
    credit_notes: z.object({
      issued: z.number().int().nonnegative().describe('Issued in the financial year'),
      cancelled: z.number().int().nonnegative().describe('Cancelled in the financial year'),
    }),
    agencies_near_budget: z.number().int().nonnegative().describe('Agencies at 80 % or more of their budget'),
    agencies_over_budget: z.number().int().nonnegative().describe('Agencies over their budget'),
    top_consumptions: z.array(consumptionItemOutput),
  })
  .describe('Finance dashboard: budget use per agency of the caller’s scope');
export type FinanceDashboard = z.infer<typeof financeDashboardOutput>;
