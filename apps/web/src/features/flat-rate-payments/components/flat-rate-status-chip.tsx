import type { FlatRateStatus } from '@fm/contract/enums';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

const COLORS: Record<FlatRateStatus, 'default' | 'warning' | 'error' | 'success'> = {
  FINANCE_PENDING: 'warning',
  FINANCE_REJECTED: 'error',
  FINANCE_APPROVED: 'success',
  DELETED: 'default',
};

/** DELETED is shown as cancelled (document 1 §3). */
export function FlatRateStatusChip({ status }: { status: FlatRateStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`flatRate.status.${status}`)} />;
}
