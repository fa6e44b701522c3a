import { BookingsChartWidget } from '../../features/bookings/components/bookings-chart-widget.tsx';
import { PendingApprovalsWidget } from '../../features/bookings/components/pending-approvals-widget.tsx';
import { DashboardBudgetWidgets } from '../../features/budget/components/dashboard-budget-widgets.tsx';
import { IncomeChartsWidget } from '../../features/income/components/income-charts-widget.tsx';
import { PendingTimeRecordsWidget } from '../../features/time-recording/components/pending-time-records-widget.tsx';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';

/** The dashboard's widgets for the caller's roles (decision 014), each reading its own data. */
export function DashboardWidgets() {
  const roles = useAuthStore(selectRoles);
  return (
    <>
      {roles.some((role) => role === 'managing-director' || role === 'admin' || role === 'agency-manager') ? (
        <PendingApprovalsWidget />
      ) : null}
      {roles.some((role) => !role.startsWith('finance-cfo')) ? <BookingsChartWidget /> : null}
      <PendingTimeRecordsWidget />
      <IncomeChartsWidget />
      <DashboardBudgetWidgets />
    </>
  );
}
