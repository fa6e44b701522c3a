import { Box, Button, Link, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import '../messages.ts';
import { useChangeBookingStatus } from '../api/change-booking-status.ts';
import { useBookings } from '../api/get-bookings.ts';
import { formatPeriod } from '../utils/format.ts';

/** Every pending booking, whenever it runs: an explicit open window, so no default period narrows the list. */
const PENDING_QUERY = {
  status: ['PENDING' as const],
  start_date: '2000-01-01',
  end_date: '2099-12-31',
  items: 10,
  sortBy: 'id' as const,
  sort: 'desc' as const,
};

/** The "approval-pending bookings" widget: managing directors approve from here or open the booking. */
export function PendingApprovalsWidget() {
  const { t } = useTranslation();
  const bookings = useBookings(PENDING_QUERY);
  const change = useChangeBookingStatus();
  const rows = bookings.data?.data ?? [];

  const approve = (id: number, title: string) =>
    change.mutate(
      { action: 'approve', bookingId: id },
      {
        onSuccess: () => enqueueSnackbar(t('bookings.widgets.approved', { title }), { variant: 'success' }),
        onError: (error) => {
          if (isApiError(error) && error.status < 500) enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('bookings.widgets.pendingTitle')}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('bookings.widgets.pendingTitle')}
        </Typography>
        <Button component={RouterLink} to="/bookings" size="small">
          {t('bookings.widgets.showAll')}
        </Button>
      </Box>
      {bookings.isError ? (
        <ErrorState onRetry={() => void bookings.refetch()} />
      ) : bookings.isLoading ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('bookings.widgets.pendingEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((booking) => (
            <ListItem
              key={booking.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                <Link component={RouterLink} to={`/bookings/${booking.id}`} sx={{ fontWeight: 600 }}>
                  {booking.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {booking.freelancer.first_name} {booking.freelancer.last_name} · {booking.project.name} ·{' '}
                  {formatPeriod(booking.start_date, booking.end_date)}
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="small"
                aria-label={t('bookings.widgets.approve', { title: booking.title })}
                disabled={change.isPending}
                onClick={() => approve(booking.id, booking.title)}
              >
                {t('bookings.actions.approve')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
