import { seesWidget } from '@fm/contract/roles';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { BudgetWidget } from './budget-widget.tsx';
import { ConsumptionCharts } from './consumption-charts.tsx';
import { FinanceDashboardWidget } from './finance-dashboard-widget.tsx';
import { TopConsumptions } from './top-consumptions.tsx';

/**
 * The budget widgets of the dashboard (decision 014). Agency users: their agency's budget widget, charts and
 * top consumptions. Admin and finance: the finance dashboard, the charts summed over their scope and top
 * consumptions with the agency tab. Freelancers: none (their income charts stand elsewhere).
 */
export function DashboardBudgetWidgets({ today }: { today?: Date }) {
  const roles = useAuthStore(selectRoles);
  const dates = today ? { today } : {};
  if (seesWidget(roles, 'financeBudget')) {
    return (
      <>
        <FinanceDashboardWidget />
        <ConsumptionCharts {...dates} />
        <TopConsumptions withAgencies {...dates} />
      </>
    );
  }
  if (seesWidget(roles, 'agencyBudget')) {
    return (
      <>
        <BudgetWidget {...dates} />
        <ConsumptionCharts {...dates} />
        <TopConsumptions {...dates} />
      </>
    );
  }
  return null;
}
