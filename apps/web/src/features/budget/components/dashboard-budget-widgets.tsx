import type { Role } from '@fm/contract/enums';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { BudgetWidget } from './budget-widget.tsx';
import { ConsumptionCharts } from './consumption-charts.tsx';
import { FinanceDashboardWidget } from './finance-dashboard-widget.tsx';
import { TopConsumptions } from './top-consumptions.tsx';

const NO_ROLES: Role[] = [];
const FINANCE_VIEW: Role[] = ['admin', 'finance-cfo-global', 'finance-cfo', 'finance-user'];
const AGENCY_VIEW: Role[] = ['managing-director', 'agency-manager'];

/**
 * The budget widgets of the dashboard (decision 014). Agency users: their agency's budget widget, charts and
 * top consumptions. Admin and finance: the finance dashboard, the charts summed over their scope and top
 * consumptions with the agency tab. Freelancers: none (their income charts stand elsewhere).
 */
export function DashboardBudgetWidgets({ today }: { today?: Date }) {
  const roles = useAuthStore((state) => state.user?.roles ?? NO_ROLES);
  const dates = today ? { today } : {};
  if (roles.some((role) => FINANCE_VIEW.includes(role))) {
    return (
      <>
        <FinanceDashboardWidget />
        <ConsumptionCharts {...dates} />
        <TopConsumptions withAgencies {...dates} />
      </>
    );
  }
  if (roles.some((role) => AGENCY_VIEW.includes(role))) {
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
