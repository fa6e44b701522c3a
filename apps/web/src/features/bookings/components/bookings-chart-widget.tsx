import { currentHalfYear } from '@fm/contract/constants';
import { RUNNING_BOOKING_STATUSES } from '@fm/contract/state-machines/booking';
import { Box, Paper, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart.tsx';
import { formatDateRange } from '../../../ui/date-range.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { monthName } from '../../../ui/month-name.ts';
import '../messages.ts';
import { fetchBookings } from '../api/get-bookings.ts';
import { bookingsListKey } from '../api/query-keys.ts';

/** The six months of the half-year as list windows (first to last day). */
export function monthsOf(window: { start_date: string; end_date: string }) {
  const months: { start_date: string; end_date: string }[] = [];
  for (let month = dayjs(window.start_date); !month.isAfter(window.end_date, 'day'); month = month.add(1, 'month')) {
    months.push({
      start_date: month.startOf('month').format('YYYY-MM-DD'),
      end_date: month.endOf('month').format('YYYY-MM-DD'),
    });
  }
  return months;
}

/**
 * The "bookings chart" widget: how many bookings run in each month of the current half-year (docs/product.md §3). Each
 * bar is the total of one list call for that month (one row each), so the counts are exact however many there are.
 */
export function BookingsChartWidget({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  const window = currentHalfYear(today);
  const months = monthsOf(window);
  const results = useQueries({
    queries: months.map((month) => {
      const query = { ...month, status: RUNNING_BOOKING_STATUSES, items: 1 };
      return {
        queryKey: bookingsListKey({ widget: 'chart', ...query }),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchBookings(query, signal),
      };
    }),
  });
  const isLoading = results.some((result) => result.isLoading);
  const isError = results.some((result) => result.isError);
  const counts = months.map((month, index) => ({
    month: monthName(month.start_date, i18n.language, 'short'),
    count: results[index]?.data?.total ?? 0,
  }));
  const label = t('bookings.widgets.chartLabel', { range: formatDateRange(window) });
  // Every state below the title takes the chart's height, so the widgets below do not move when the counts arrive.
  const height = isMobile ? 220 : 260;
  const centred = { minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

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
        <Box sx={{ minHeight: height }}>
          <ErrorState onRetry={() => results.forEach((result) => void result.refetch())} />
        </Box>
      ) : isLoading ? (
        <Skeleton variant="rounded" height={height} />
      ) : counts.every((entry) => entry.count === 0) ? (
        <Typography color="text.secondary" sx={centred}>
          {t('bookings.widgets.chartEmpty')}
        </Typography>
      ) : (
        <Box role="img" aria-label={`${label}: ${counts.map((entry) => `${entry.month} ${entry.count}`).join(', ')}`}>
          <BarChart
            labels={counts.map((entry) => entry.month)}
            series={[{ label: t('bookings.title'), data: counts.map((entry) => entry.count) }]}
            height={height}
            axisWidth={32}
            formatTick={String}
            isWhole
            gapRatio={0.3}
          />
        </Box>
      )}
    </Paper>
  );
}
