import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { DashboardWidgets } from './dashboard-widgets.tsx';

/** True from the frame after the first paint. */
function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setHasPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return hasPainted;
}

/**
 * The dashboard: a welcome and the widgets of the caller's roles (decision 014). The widgets (their tables, charts
 * and calls) are chunks of their own, fetched once the welcome has painted: the page shows at once, and its
 * widgets below the welcome do not move it when they arrive.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const firstName = useAuthStore((state) => state.firstName);
  const lastName = useAuthStore((state) => state.lastName);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const hasPainted = useHasPainted();
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
        {hasPainted && (
          <Suspense fallback={<PageLoader />}>
            <DashboardWidgets />
          </Suspense>
        )}
      </Stack>
    </PageFrame>
  );
}
