import { FLAT_RATE_STATUSES } from '@fm/contract/enums';
import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useFreelancerOptions, useProjectOptions } from '../api/get-filter-options.ts';
import { type FlatRateQuery, useFlatRatePayments } from '../api/get-flat-rate-payments.ts';
import { useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';
import { formatDate } from '../utils/format.ts';
import { FLAT_RATE_LIST_KEY, FLAT_RATE_TAB_NAMES, flatRateQuery, listDefaults } from '../utils/tabs.ts';
import { OptionFilter } from './option-filter.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentsTable } from './payments-table.tsx';

/** The agency's flat-rate payments: record, correct a rejected one, delete one finance has not approved. */
export function AgencyPayments() {
  const { t } = useTranslation();
  const list = useListState(FLAT_RATE_LIST_KEY, listDefaults);
  const payments = useFlatRatePayments(flatRateQuery(list) as FlatRateQuery);
  const projects = useProjectOptions();
  const freelancers = useFreelancerOptions(true);
  const change = useChangeFlatRatePayment();
  const [dialog, setDialog] = useState<{ payment?: FlatRatePayment } | null>(null);
  const [deleting, setDeleting] = useState<FlatRatePayment | null>(null);
  const rows = payments.data?.data ?? [];

  const remove = (payment: FlatRatePayment) =>
    change.mutate(
      { kind: 'delete', id: payment.id },
      {
        onSuccess: () => {
          enqueueSnackbar(t('flatRate.deleted'), { variant: 'success' });
          setDeleting(null);
        },
        onError: (error) => {
          setDeleting(null);
          if (isApiError(error) && error.status < 500) enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  const rowLabel = (action: string, payment: FlatRatePayment) =>
    t('flatRate.actions.rowLabel', { action, booking: payment.booking.title, date: formatDate(payment.payment_date) });

  return (
    <>
      <ListPage
        title={t('flatRate.payments')}
        titleComponent="h2"
        list={list}
        tabs={FLAT_RATE_TAB_NAMES.map((value) => ({ value, label: t(`flatRate.tabs.${value}`) }))}
        dateRanges={[
          { name: 'date', label: t('flatRate.paymentDate') },
          { name: 'submitted', label: t('flatRate.submitted') },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            {t('flatRate.add')}
          </Button>
        }
        filters={
          <>
            <OptionFilter
              label={t('flatRate.filters.freelancers')}
              options={freelancers.data ?? []}
              value={list.filters.freelancers as number[] | undefined}
              onChange={(value) => list.setFilter('freelancers', value)}
            />
            <OptionFilter
              label={t('flatRate.filters.projects')}
              options={projects.data ?? []}
              value={list.filters.projects as number[] | undefined}
              onChange={(value) => list.setFilter('projects', value)}
            />
            <OptionFilter
              label={t('flatRate.filters.status')}
              options={FLAT_RATE_STATUSES.map((status) => ({ id: status, name: t(`flatRate.status.${status}`) }))}
              value={list.filters.status as string[] | undefined}
              onChange={(value) => list.setFilter('status', value)}
            />
          </>
        }
        total={payments.data?.total ?? 0}
        isLoading={payments.isLoading}
        isError={payments.isError}
        onRetry={() => void payments.refetch()}
        isEmpty={rows.length === 0}
        emptyState={<EmptyState text={t('flatRate.empty')} />}
      >
        <PaymentsTable
          rows={rows}
          list={list}
          actions={(payment) => (
            <>
              {payment.status === 'FINANCE_REJECTED' ? (
                <Button
                  size="small"
                  aria-label={rowLabel(t('flatRate.actions.correct'), payment)}
                  onClick={() => setDialog({ payment })}
                >
                  {t('flatRate.actions.correct')}
                </Button>
              ) : null}
              {payment.status === 'FINANCE_PENDING' || payment.status === 'FINANCE_REJECTED' ? (
                <Button
                  size="small"
                  color="error"
                  aria-label={rowLabel(t('flatRate.actions.delete'), payment)}
                  onClick={() => setDeleting(payment)}
                >
                  {t('flatRate.actions.delete')}
                </Button>
              ) : null}
            </>
          )}
        />
      </ListPage>
      {dialog ? <PaymentDialog isOpen payment={dialog.payment} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('flatRate.deleteDialog.title')}
        text={t('flatRate.deleteDialog.text')}
        confirmLabel={t('flatRate.deleteDialog.confirm')}
        cancelLabel={t('flatRate.deleteDialog.back')}
        confirmColor="error"
        isBusy={change.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
