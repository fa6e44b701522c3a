/** Query keys of the budget feature; every budget change invalidates `budget` (and the agency detail). */
export const BUDGET_KEY = ['budget'] as const;
export const budgetKeys = {
  budget: (agencyId: number | undefined, year: string | undefined) =>
    [...BUDGET_KEY, 'agency', agencyId, year] as const,
  yearly: (year: number, agencyId: number | undefined) => [...BUDGET_KEY, 'yearly', year, agencyId] as const,
  monthly: (month: number, year: number, agencyId: number | undefined) =>
    [...BUDGET_KEY, 'monthly', month, year, agencyId] as const,
  top: (type: string, query: object) => [...BUDGET_KEY, 'top', type, query] as const,
  financeDashboard: () => [...BUDGET_KEY, 'finance-dashboard'] as const,
};
