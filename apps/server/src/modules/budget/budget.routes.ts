import * as endpoints from '@fm/contract/endpoints/budget';
import { financeDashboardDownload, financeDashboardGet } from '@fm/contract/endpoints/reports';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerEndpoint } from '../../platform/endpoint-route.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import * as budget from './budget.service.ts';
import { watchBudgetThresholds } from './budget-thresholds.ts';
import { financeDashboardSheet, getFinanceDashboard } from './finance-dashboard.service.ts';

export function registerBudgetRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const { db } = app.deps.database;
  const context = { mailer: app.platform.mailer, publicUrl: app.deps.config.publicUrl };
  watchBudgetThresholds(app.platform.events, db, context);
  registerEndpoint(app, endpoints.agencyBudgetGet, authenticate, ({ auth, query }) =>
    budget.getBudget(db, auth, query),
  );
  registerEndpoint(app, endpoints.budgetConsumptionList, authenticate, ({ auth, params, query }) =>
    budget.listConsumption(db, auth, params.type, query),
  );
  registerEndpoint(app, endpoints.consumptionChartYearlyGet, authenticate, ({ auth, params, query }) =>
    budget.yearlyChart(db, auth, params.year, query.agency_id),
  );
  registerEndpoint(app, endpoints.consumptionChartMonthlyGet, authenticate, ({ auth, params, query }) =>
    budget.monthlyChart(db, auth, params.month, params.year, query.agency_id),
  );
  registerEndpoint(app, endpoints.budgetIncrease, authenticate, ({ auth, body }) =>
    budget.increaseBudget(db, auth, body),
  );
  registerEndpoint(app, endpoints.freelancerFeeUpdate, authenticate, ({ auth, body }) =>
    budget.updateFreelancerFee(db, context, auth, body),
  );
  registerEndpoint(app, endpoints.financialYearClose, authenticate, ({ auth, body }) =>
    budget.closeFinancialYear(db, auth, body),
  );
  registerEndpoint(app, financeDashboardGet, authenticate, ({ auth }) => getFinanceDashboard(db, auth));
  registerEndpoint(app, financeDashboardDownload, authenticate, async ({ auth, query }, _request, reply) =>
    sendSheet(reply, await financeDashboardSheet(db, auth), query.format, 'finance-dashboard'),
  );
}
