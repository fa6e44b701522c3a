import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ApprovalWidget } from '../../../components/approval-widget.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { formatEuro } from '../../../ui/locale-number.ts';
import '../messages.ts';
import { useChangeBookingStatus } from '../api/change-booking-status.ts';
import { useBookings } from '../api/get-bookings.ts';
import { AWAITING_APPROVAL_PATH } from '../utils/awaiting-approval.ts';
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

/**
 * The "approval-pending bookings" widget: managing directors approve from here or open the booking. An account
 * manager sees it only while standing in for an absent director: then the server offers `approve` on the rows.
 */
export function PendingApprovalsWidget() {
  const { t, i18n } = useTranslation();
  const isStandInView = !useAuthStore(selectRoles).some((role) => role === 'managing-director' || role === 'admin');
  const all = useBookings(PENDING_QUERY);
  const change = useChangeBookingStatus();
  const approvable = all.data?.data.filter((booking) => booking.allowed_actions?.includes('approve')) ?? [];
  const bookings =
    isStandInView && all.data ? ({ ...all, data: { ...all.data, data: approvable } } as typeof all) : all;

  const approve = (id: number, title: string) =>
    change.mutate({ action: 'approve', bookingId: id }, mutationFeedback(t('bookings.widgets.approved', { title })));

  if (isStandInView && approvable.length === 0) return null;
  return (
    <ApprovalWidget
      title={t('bookings.widgets.pendingTitle')}
      showAll={{ label: t('bookings.widgets.showAll'), path: AWAITING_APPROVAL_PATH }}
      emptyText={t('bookings.widgets.pendingEmpty')}
      query={bookings}
      renderTitle={(booking) => (
        <Link component={RouterLink} to={`/bookings/${booking.id}`} sx={{ fontWeight: 600 }}>
          {booking.title}
        </Link>
      )}
      renderDetails={(booking) =>
        `${booking.freelancer.first_name} ${booking.freelancer.last_name} · ${booking.project.name} · ${formatPeriod(booking.start_date, booking.end_date)} · ${formatEuro(booking.total_cost, i18n.language)}`
      }
      approve={{
        label: t('bookings.actions.approve'),
        labelOf: (booking) => t('bookings.widgets.approve', { title: booking.title }),
        isPending: change.isPending,
        onApprove: (booking) => approve(booking.id, booking.title),
      }}
    />
  );
}
