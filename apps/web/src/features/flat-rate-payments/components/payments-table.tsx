import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
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
  const columns: ListColumn<FlatRatePayment>[] = [
    {
      key: 'booking',
      label: t('flatRate.columns.booking'),
      isPrimary: true,
      render: (payment) => (
        <>
          <Typography variant="body2">{payment.booking.title}</Typography>
          <Typography variant="caption" color="text.secondary">
            {payment.description}
          </Typography>
        </>
      ),
    },
    {
      key: 'date',
      label: t('flatRate.columns.date'),
      sortKey: 'payment_date',
      isNoWrap: true,
      render: (payment) => formatDate(payment.payment_date),
    },
    {
      key: 'freelancer',
      label: t('flatRate.columns.freelancer'),
      render: (payment) => `${payment.freelancer.first_name} ${payment.freelancer.last_name}`,
    },
    { key: 'project', label: t('flatRate.columns.project'), render: (payment) => payment.project.name },
    {
      key: 'amount',
      label: t('flatRate.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      isNoWrap: true,
      render: (payment) => formatMoney(payment.amount, language),
    },
    {
      key: 'submitted',
      label: t('flatRate.columns.submitted'),
      isNoWrap: true,
      hideBelow: 'lg',
      render: (payment) => formatDate(payment.submitted_date),
    },
    {
      key: 'status',
      label: t('flatRate.columns.status'),
      sortKey: 'status',
      isStatus: true,
      render: (payment) => <FlatRateStatusChip status={payment.status} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(payment) => payment.id}
      columns={columns}
      label={t('flatRate.title')}
      sort={list}
      actions={actions}
      actionsLabel={t('flatRate.columns.actions')}
    />
  );
}
