import { type DashboardWidget, seesWidget } from '@fm/contract/roles';
import { type ComponentType, startTransition, useEffect, useMemo, useState } from 'react';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';
import { lazyComponent } from '../lazy-page.ts';

/** A widget of its own chunk, and the widgets of DASHBOARD_WIDGET_ROLES it draws. */
function widget<M extends Record<K, ComponentType>, K extends keyof M>(
  shows: DashboardWidget[],
  load: () => Promise<M>,
  exportName: K,
) {
  const { Component, prefetch } = lazyComponent(load, exportName);
  return { shows, Widget: Component, prefetch };
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

/**
 * The dashboard's widgets for the caller's roles (decision 014), each reading its own data. Their chunks are all
 * requested at once: rendered one after another, the first lazy widget suspended the list and the next one's chunk
 * was only requested once the first had arrived, a wave of requests per widget.
 *
 * They appear one at a time, in order, each below those already shown (nothing moves): the next is added once the
 * one before has been drawn, in a transition (rendered in slices). Shown together, an agency user's four widgets
 * mounted in one task of 300-700 ms on a busy machine (their DOM, styles, the tabs' measuring and ten calls).
 */
export function DashboardWidgets() {
  const roles = useAuthStore(selectRoles);
  const shown = useMemo(() => WIDGETS.filter(({ shows }) => shows.some((name) => seesWidget(roles, name))), [roles]);
  useEffect(() => {
    for (const { prefetch } of shown) prefetch();
  }, [shown]);
  const [revealedCount, setRevealedCount] = useState(1);
  useEffect(() => {
    if (revealedCount < shown.length) startTransition(() => setRevealedCount(revealedCount + 1));
  }, [revealedCount, shown.length]);
  return shown.slice(0, revealedCount).map(({ shows, Widget }) => <Widget key={shows.join()} />);
}
