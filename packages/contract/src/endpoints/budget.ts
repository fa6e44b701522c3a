import { defineEndpoint } from '../endpoint.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, CFO_ROLES, FINANCE_ROLES } from '../roles.ts';
import {
  agencyIdQuery,
  budgetConsumptionQuery,
  budgetIncreaseInput,
  budgetOutput,
  budgetQuery,
  budgetTypeParams,
  chartOutput,
  consumptionItemOutput,
  financialYearCloseInput,
  freelancerFeeInput,
  freelancerFeeOutput,
} from '../schemas/budget.ts';
import { monthYearPathParams, yearPathParams } from '../schemas/common.ts';

/** Budget, financial year, freelancer fee and consumption charts (docs/product.md §10.5). */

const BUDGET_READERS = ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES] as const;

export const freelancerFeeUpdate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'freelancer-fee',
  summary: 'Set the percentage an agency pays on top of freelancer cost',
  roles: ['admin', ...CFO_ROLES],
  permission: 'update-freelancer-fee',
  body: freelancerFeeInput,
  output: freelancerFeeOutput,
  errorKey: 'catalogue.errorSavingFreelancerFee',
});

export const financialYearClose = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'financial-year/close',
  summary: 'Close an agency’s financial year: its budget becomes CLOSED and takes no new cost',
  roles: ['admin', ...CFO_ROLES],
  permission: 'close-financial-year',
  body: financialYearCloseInput,
  output: budgetOutput,
  errorKey: 'catalogue.errorClosingFinancialYear',
});

export const consumptionChartYearlyGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'consumption/yearly/:year',
  summary: 'Cleared and commissioned amounts per month of a financial year starting in July of :year',
  roles: BUDGET_READERS,
  params: yearPathParams,
  query: agencyIdQuery,
  output: chartOutput,
  errorKey: 'catalogue.chartDataLoadingFailed',
});

export const consumptionChartMonthlyGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'consumption/monthly/:month/year/:year',
  summary: 'Cleared and commissioned amounts per day of a month',
  roles: BUDGET_READERS,
  params: monthYearPathParams,
  query: agencyIdQuery,
  output: chartOutput,
  errorKey: 'catalogue.chartDataLoadingFailed',
});

export const agencyBudgetGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'agency/budget',
  summary: 'Budget of a financial year, by default the current one (admin and finance pass agency_id)',
  roles: BUDGET_READERS,
  query: budgetQuery,
  output: budgetOutput,
  errorKey: 'catalogue.budgetDataLoadingFailed',
});

export const budgetConsumptionList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'budget/:type',
  summary: 'Top consumptions of a financial year grouped by project, freelancer, client or agency',
  roles: BUDGET_READERS,
  params: budgetTypeParams,
  query: budgetConsumptionQuery,
  output: listPage(consumptionItemOutput),
  errorKey: 'catalogue.budgetDataLoadingFailed',
});

export const budgetIncrease = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'increase/budget',
  summary: 'Increase an agency’s budget of a financial year',
  roles: ['admin', ...CFO_ROLES],
  permission: 'manage-agency-budget',
  body: budgetIncreaseInput,
  output: budgetOutput,
  errorKey: 'catalogue.errorInAgencyBudgetIncreaseApi',
});
