import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { BookingsChartWidget } from '../../features/bookings/components/bookings-chart-widget.tsx';
import { PendingApprovalsWidget } from '../../features/bookings/components/pending-approvals-widget.tsx';
import { DashboardBudgetWidgets } from '../../features/budget/components/dashboard-budget-widgets.tsx';
import { IncomeChartsWidget } from '../../features/income/components/income-charts-widget.tsx';
import { PendingTimeRecordsWidget } from '../../features/time-recording/components/pending-time-records-widget.tsx';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';

/** The dashboard: a welcome and the widgets of the caller's roles (decision 014). */
export function DashboardPage() {
  const { t } = useTranslation();
  const firstName = useAuthStore((state) => state.firstName);
  const lastName = useAuthStore((state) => state.lastName);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const roles = useAuthStore(selectRoles);
  return (
    <PageFrame title={t('pages.dashboard')} hasBack={false}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <WavingHandOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
            <div>
              <Typography variant="h5" component="h2">
                {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
              </Typography>
              <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
            </div>
          </Stack>
        </Paper>
        {roles.some((role) => role === 'managing-director' || role === 'admin' || role === 'agency-manager') ? (
          <PendingApprovalsWidget />
        ) : null}
        {roles.some((role) => !role.startsWith('finance-cfo')) ? <BookingsChartWidget /> : null}
        <PendingTimeRecordsWidget />
        <IncomeChartsWidget />
        <DashboardBudgetWidgets />
      </Stack>
    </PageFrame>
  );
}
