import { type DashboardWidget, seesWidget } from '@fm/contract/roles';
import type { ComponentType } from 'react';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';
import { lazyComponent } from '../lazy-page.ts';

/** A widget of its own chunk, and the widgets of DASHBOARD_WIDGET_ROLES it draws. */
function widget<M extends Record<K, ComponentType>, K extends keyof M>(
  shows: DashboardWidget[],
  load: () => Promise<M>,
  exportName: K,
) {
  return { shows, Widget: lazyComponent(load, exportName).Component };
}

/**
 * The dashboard's widgets in order, each a chunk of its own: a role fetches the code of its own widgets only (a
 * freelancer's dashboard loads neither the approvals' dialogs nor the budget's tables).
 */
const WIDGETS = [
  widget(
    ['pendingApprovals'],
    () => import('../../features/bookings/components/pending-approvals-widget.tsx'),
    'PendingApprovalsWidget',
  ),
  widget(
    ['bookingsChart'],
    () => import('../../features/bookings/components/bookings-chart-widget.tsx'),
    'BookingsChartWidget',
  ),
  widget(
    ['pendingTimeRecords'],
    () => import('../../features/time-recording/components/pending-time-records-widget.tsx'),
    'PendingTimeRecordsWidget',
  ),
  widget(
    ['incomeCharts'],
    () => import('../../features/income/components/income-charts-widget.tsx'),
    'IncomeChartsWidget',
  ),
  widget(
    ['financeBudget', 'agencyBudget'],
    () => import('../../features/budget/components/dashboard-budget-widgets.tsx'),
    'DashboardBudgetWidgets',
  ),
];

/** The dashboard's widgets for the caller's roles (decision 014), each reading its own data. */
export function DashboardWidgets() {
  const roles = useAuthStore(selectRoles);
  return WIDGETS.filter(({ shows }) => shows.some((name) => seesWidget(roles, name))).map(({ shows, Widget }) => (
    <Widget key={shows.join()} />
  ));
}
