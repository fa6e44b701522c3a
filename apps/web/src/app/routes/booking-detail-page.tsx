import type { Booking } from '@fm/contract/schemas/booking';
import { Alert, Box, Chip, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { apiClient } from '../../api/client.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { RecordPaymentButton } from '../../features/flat-rate-payments/components/record-payment-button.tsx';
import { RecordTimeButton } from '../../features/time-recording/components/record-time-button.tsx';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Fact, FactGrid } from '../../ui/fact-grid.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useUiLanguage } from '../../ui/use-ui-language.ts';
import '../../features/bookings/messages.ts';
import { useBooking } from '../../features/bookings/api/get-booking.ts';
import { BookingActions } from '../../features/bookings/components/booking-actions.tsx';
import { BookingStatusChip } from '../../features/bookings/components/booking-status-chip.tsx';
import { needsApprovalRefresh } from '../../features/bookings/utils/booking-actions.ts';
import { formatDate, formatHours, formatMoney, formatPeriod } from '../../features/bookings/utils/format.ts';

/**
 * An approver's token may lack approve-booking for a booking it was given after sign-in (docs/product.md §4): refresh the
 * token once per booking and read the booking again.
 */
function useApprovalRefresh(booking: Booking | undefined, refetch: () => unknown) {
  const roles = useAuthStore(selectRoles);
  const refreshedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!booking || refreshedFor.current === booking.id || !needsApprovalRefresh(booking, { roles })) return;
    refreshedFor.current = booking.id;
    void apiClient
      .refreshSession()
      .then(() => refetch())
      .catch(() => undefined);
  }, [booking, roles, refetch]);
}

function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isHourly = booking.rate_type === 'HOURLY';
  const none = t('bookings.detail.none');
  return (
    <FactGrid>
      <Fact label={t('bookings.detail.project')}>
        <Link component={RouterLink} to={`/projects/${booking.project.id}`}>
          {booking.project.name}
        </Link>
        {booking.project.client_name ? ` · ${booking.project.client_name}` : ''}
      </Fact>
      <Fact label={t('bookings.detail.agency')}>{booking.agency_name}</Fact>
      <Fact label={t('bookings.detail.freelancer')}>
        {booking.freelancer.first_name} {booking.freelancer.last_name}
      </Fact>
      <Fact label={t('bookings.detail.booker')}>
        {booking.booker.first_name} {booking.booker.last_name}
      </Fact>
      <Fact label={t('bookings.detail.period')}>{formatPeriod(booking.start_date, booking.end_date)}</Fact>
      <Fact label={t('bookings.detail.rateType')}>{t(`bookings.rateType.${booking.rate_type}`)}</Fact>
      {isHourly ? (
        <>
          <Fact label={t('bookings.detail.ratePerHour')}>{formatMoney(booking.rate_per_hour, language)}</Fact>
          <Fact label={t('bookings.detail.hours')}>{formatHours(booking.hours, language)}</Fact>
          <Fact label={t('bookings.detail.hoursLeft')}>{formatHours(booking.hours_left, language)}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('bookings.detail.flatAmount')}>{formatMoney(booking.flat_amount, language)}</Fact>
          <Fact label={t('bookings.detail.amountLeft')}>{formatMoney(booking.amount_left, language)}</Fact>
        </>
      )}
      {booking.rate !== null ? (
        <Fact label={t('bookings.detail.rate')}>{formatMoney(booking.rate, language)}</Fact>
      ) : null}
      <Fact label={t('bookings.detail.totalCost')}>{formatMoney(booking.total_cost, language)}</Fact>
      <Fact label={t('bookings.detail.allocations')}>
        {booking.projectAllocations.map((allocation) => allocation.number).join(', ') || none}
      </Fact>
      <Fact label={t('bookings.detail.itRequirements')}>
        {booking.it_requirements.length > 0 ? (
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {booking.it_requirements.map((item) => (
              <Chip key={item} size="small" label={t(`bookings.it.${item}`)} />
            ))}
          </Box>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('bookings.detail.serverLinks')}>
        {booking.server_links.length > 0
          ? booking.server_links.map((link) => (
              <Link key={link} href={link} target="_blank" rel="noreferrer" sx={{ display: 'block' }}>
                {link}
              </Link>
            ))
          : none}
      </Fact>
    </FactGrid>
  );
}

/** /bookings/:id — every field of a booking, its status and the actions the viewer may take. */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useBooking(id);
  const booking = query.data;
  useApprovalRefresh(booking, query.refetch);
  // A freelancer sees only her own bookings: the absence warning speaks to her, not about her.
  const isOwnBooking = useAuthStore(selectRoles).includes('freelancer');

  if (query.isLoading) return <PageLoader />;
  if (!booking) {
    const isMissing = !Number.isInteger(id) || (isApiError(query.error) && query.error.status === 404);
    return (
      <PageFrame title={t('pages.bookings')}>
        {isMissing ? (
          <Alert severity="info">{t('bookings.detail.notFound')}</Alert>
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('bookings.detail.title', { code: booking.booking_code })}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
              {booking.title}
            </Typography>
            <BookingStatusChip status={booking.status} size="medium" />
          </Box>
          {booking.absence_overlap_days.length > 0 ? (
            <Alert severity="warning">
              {t(isOwnBooking ? 'bookings.detail.absenceOwn' : 'bookings.detail.absenceOverlap', {
                count: booking.absence_overlap_days.length,
                days: booking.absence_overlap_days.map(formatDate).join(', '),
              })}
            </Alert>
          ) : null}
          {booking.decline_reason ? (
            <Alert severity="info">
              {t('bookings.detail.declineReason')}: {booking.decline_reason}
            </Alert>
          ) : null}
          <BookingActions booking={booking} />
          <RecordTimeButton booking={booking} />
          <RecordPaymentButton booking={booking} />
          <Divider />
          <BookingFacts booking={booking} />
          {booking.description ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('bookings.detail.description')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.description}</Typography>
            </Box>
          ) : null}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
