import type { BookingStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

/** MUI chip colours per status. */
const STATUS_COLORS: Record<BookingStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  PENDING: 'warning',
  APPROVED: 'info',
  APPROVER_DECLINED: 'error',
  FREELANCER_DECLINED: 'error',
  BOOKED: 'success',
  FINISHED: 'default',
  CANCELLED: 'default',
};

export function BookingStatusChip({ status, size = 'small' }: { status: BookingStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return <Chip size={size} color={STATUS_COLORS[status]} label={t(`bookings.status.${status}`)} />;
}
