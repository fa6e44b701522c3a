import { type DashboardWidget, seesWidget } from '@fm/contract/roles';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';
import { lazyComponent } from '../lazy-page.ts';

/**
 * The dashboard's widgets in order, each a chunk of its own, with the widgets of DASHBOARD_WIDGET_ROLES it draws:
 * a role fetches the code of its own widgets only (a freelancer's dashboard loads neither the approvals' dialogs
 * nor the budget's tables).
 */
const WIDGETS: { shows: DashboardWidget[]; Widget: ReturnType<typeof lazyComponent>['Component'] }[] = [
  {
    shows: ['pendingApprovals'],
    Widget: lazyComponent(
      () => import('../../features/bookings/components/pending-approvals-widget.tsx'),
      'PendingApprovalsWidget',
    ).Component,
  },
  {
    shows: ['bookingsChart'],
    Widget: lazyComponent(
      () => import('../../features/bookings/components/bookings-chart-widget.tsx'),
      'BookingsChartWidget',
    ).Component,
  },
  {
    shows: ['pendingTimeRecords'],
    Widget: lazyComponent(
      () => import('../../features/time-recording/components/pending-time-records-widget.tsx'),
      'PendingTimeRecordsWidget',
    ).Component,
  },
  {
    shows: ['incomeCharts'],
    Widget: lazyComponent(
      () => import('../../features/income/components/income-charts-widget.tsx'),
      'IncomeChartsWidget',
    ).Component,
  },
  {
    shows: ['financeBudget', 'agencyBudget'],
    Widget: lazyComponent(
      () => import('../../features/budget/components/dashboard-budget-widgets.tsx'),
      'DashboardBudgetWidgets',
    ).Component,
  },
];

/** The dashboard's widgets for the caller's roles (decision 014), each reading its own data. */
export function DashboardWidgets() {
  const roles = useAuthStore(selectRoles);
  return WIDGETS.filter(({ shows }) => shows.some((widget) => seesWidget(roles, widget))).map(({ shows, Widget }) => (
    <Widget key={shows.join()} />
  ));
}
