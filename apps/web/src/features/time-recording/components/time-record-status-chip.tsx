import { TIME_RECORD_STATUSES, type TimeRecordStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OptionFilterSpec } from '../../../components/record-list/option-filter.tsx';
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

/** The status filter of the record lists, in the chip's words. */
export function timeRecordStatusFilter(t: TFunction): OptionFilterSpec {
  const options = TIME_RECORD_STATUSES.map((status) => ({ id: status, name: t(`timeRecording.status.${status}`) }));
  return { name: 'status', label: t('timeRecording.filters.status'), options };
}
