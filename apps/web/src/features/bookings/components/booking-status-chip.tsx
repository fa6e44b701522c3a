import type { BookingStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { STATUS_COLORS } from '../utils/booking-actions.ts';

export function BookingStatusChip({ status, size = 'small' }: { status: BookingStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return <Chip size={size} color={STATUS_COLORS[status]} label={t(`bookings.status.${status}`)} />;
}
