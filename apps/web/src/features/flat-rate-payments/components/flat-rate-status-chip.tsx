import { FLAT_RATE_STATUSES, type FlatRateStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OptionFilterSpec } from '../../../components/record-list/option-filter.tsx';
import '../messages.ts';

const COLORS: Record<FlatRateStatus, 'default' | 'warning' | 'error' | 'success'> = {
  FINANCE_PENDING: 'warning',
  FINANCE_REJECTED: 'error',
  FINANCE_APPROVED: 'success',
  DELETED: 'default',
};

/** DELETED is shown as cancelled (docs/product.md §8). */
export function FlatRateStatusChip({ status }: { status: FlatRateStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`flatRate.status.${status}`)} />;
}

/** The status filter of the payment lists, in the chip's words. */
export function flatRateStatusFilter(t: TFunction): OptionFilterSpec {
  const options = FLAT_RATE_STATUSES.map((status) => ({ id: status, name: t(`flatRate.status.${status}`) }));
  return { name: 'status', label: t('flatRate.filters.status'), options };
}
