import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatDate, formatMoney } from '../../../components/record-list/format.ts';
import { FlatRateStatusChip } from './flat-rate-status-chip.tsx';

type PaymentsTableProps = {
  rows: readonly FlatRatePayment[];
  list: ListStateApi;
  actions: (payment: FlatRatePayment) => ReactNode;
};

/** One page of flat-rate payments with what the reader can do on each. */
export function PaymentsTable({ rows, list, actions }: PaymentsTableProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const sort = { sortBy: list.sortBy, sort: list.sort, onSort: list.toggleSort };
  return (
    <Table size="small" aria-label={t('flatRate.title')}>
      <TableHead>
        <TableRow>
          <SortableHeaderCell column="payment_date" label={t('flatRate.columns.date')} {...sort} />
          <TableCell>{t('flatRate.columns.booking')}</TableCell>
          <TableCell>{t('flatRate.columns.freelancer')}</TableCell>
          <TableCell>{t('flatRate.columns.project')}</TableCell>
          <SortableHeaderCell column="amount" align="right" label={t('flatRate.columns.amount')} {...sort} />
          <TableCell>{t('flatRate.columns.submitted')}</TableCell>
          <SortableHeaderCell column="status" label={t('flatRate.columns.status')} {...sort} />
          <TableCell>{t('flatRate.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((payment) => (
          <TableRow key={payment.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.payment_date)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              <Typography variant="body2">{payment.booking.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {payment.description}
              </Typography>
            </TableCell>
            <TableCell>
              {payment.freelancer.first_name} {payment.freelancer.last_name}
            </TableCell>
            <TableCell>{payment.project.name}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(payment.amount, language)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.submitted_date)}</TableCell>
            <TableCell>
              <FlatRateStatusChip status={payment.status} />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{actions(payment)}</Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
