import type { TimeRecordStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

const COLORS: Record<TimeRecordStatus, 'default' | 'warning' | 'error' | 'info' | 'success'> = {
  PENDING: 'warning',
  DECLINED: 'error',
  APPROVED: 'info',
  FINANCE_REJECTED: 'error',
  FINANCE_APPROVED: 'success',
  CANCELLED: 'default',
};

export function TimeRecordStatusChip({ status }: { status: TimeRecordStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`timeRecording.status.${status}`)} />;
}
