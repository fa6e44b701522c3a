import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/record-list/format.ts';
import type { OptionFilterSpec } from '../../../components/record-list/option-filter.tsx';
import { RecordListPage } from '../../../components/record-list/record-list-page.tsx';
import type { ListPageProps } from '../../../ui/list-page/list-page.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { flatRateStatusFilter } from './flat-rate-status-chip.tsx';
import { PaymentsTable } from './payments-table.tsx';

type PaymentsListPageProps = {
  title: string;
  list: ListStateApi;
  tabNames: readonly string[];
  payments: UseQueryResult<{ data: FlatRatePayment[]; total: number }>;
  /** The option filters before the status filter, which every payment list has. */
  filters: readonly OptionFilterSpec[];
  dateRanges?: ListPageProps['dateRanges'];
  actions?: ReactNode;
  rowActions: (payment: FlatRatePayment) => ReactNode;
};

/** A list of flat-rate payments (the agency's or finance's review): tabs, filters, one page of the table. */
export function PaymentsListPage({
  title,
  list,
  tabNames,
  payments,
  filters,
  dateRanges,
  actions,
  rowActions,
}: PaymentsListPageProps) {
  const { t } = useTranslation();
  return (
    <RecordListPage
      title={title}
      list={list}
      tabs={tabNames.map((value) => ({ value, label: t(`flatRate.tabs.${value}`) }))}
      dateRanges={dateRanges}
      actions={actions}
      filters={[...filters, flatRateStatusFilter(t)]}
      query={payments}
      emptyText={t('flatRate.empty')}
    >
      <PaymentsTable rows={payments.data?.data ?? []} list={list} actions={rowActions} />
    </RecordListPage>
  );
}

/** The accessible name of a row's action: the action, the booking and the payment date. */
export function paymentRowLabel(t: TFunction, action: string, payment: FlatRatePayment): string {
  return t('flatRate.actions.rowLabel', {
    action,
    booking: payment.booking.title,
    date: formatDate(payment.payment_date),
  });
}
