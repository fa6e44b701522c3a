import { currentHalfYear } from '@fm/contract/constants';
import { BOOKING_STATUSES, type BookingStatus } from '@fm/contract/enums';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../ui/date-range-filter.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import '../messages.ts';
import { fetchBookings } from '../api/get-bookings.ts';
import { bookingsListKey } from '../api/query-keys.ts';

/**
 * The "bookings chart" widget: how many bookings run in the current half-year, per status. Each bar is the total of
 * one filtered list call (one row each), so the counts are exact however many bookings there are.
 */
export function BookingsChartWidget({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const window = currentHalfYear(today);
  const results = useQueries({
    queries: BOOKING_STATUSES.map((status) => {
      const query = { ...window, status: [status], items: 1 };
      return {
        queryKey: bookingsListKey({ widget: 'chart', ...query }),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchBookings(query, signal),
      };
    }),
  });
  const isLoading = results.some((result) => result.isLoading);
  const isError = results.some((result) => result.isError);
  const counts = BOOKING_STATUSES.map((status, index) => ({
    status,
    count: results[index]?.data?.total ?? 0,
  })).filter((entry) => entry.count > 0);
  const label = t('bookings.widgets.chartLabel', { range: formatDateRange(window) });
  const statusLabel = (status: BookingStatus) => t(`bookings.status.${status}`);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('bookings.widgets.chartTitle')}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2">
        {t('bookings.widgets.chartTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatDateRange(window)}
      </Typography>
      {isError ? (
        <ErrorState onRetry={() => results.forEach((result) => void result.refetch())} />
      ) : isLoading ? (
        <Skeleton variant="rounded" height={240} />
      ) : counts.length === 0 ? (
        <Typography color="text.secondary">{t('bookings.widgets.chartEmpty')}</Typography>
      ) : (
        <Box
          role="img"
          aria-label={`${label}: ${counts.map((entry) => `${statusLabel(entry.status)} ${entry.count}`).join(', ')}`}
        >
          <BarChart
            height={260}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: counts.map((entry) => statusLabel(entry.status)), width: 150 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: counts.map((entry) => entry.count), label: t('bookings.title') }]}
            hideLegend
          />
        </Box>
      )}
    </Paper>
  );
}
