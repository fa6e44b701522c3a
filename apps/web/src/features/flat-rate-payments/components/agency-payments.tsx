import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useFreelancerOptions, useProjectOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { formatDate } from '../../../components/record-list/format.ts';
import { listPageStateOf } from '../../../components/record-list/list-page-state.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { useFlatRatePayments } from '../api/get-flat-rate-payments.ts';
import { FLAT_RATE_KEY } from '../api/query-keys.ts';
import { useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';
import { FLAT_RATE_LIST_KEY, FLAT_RATE_TAB_NAMES, flatRateQuery, listDefaults } from '../utils/tabs.ts';
import { flatRateStatusFilter } from './flat-rate-status-chip.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentsTable } from './payments-table.tsx';

/** The agency's flat-rate payments: record, correct a rejected one, delete one finance has not approved. */
export function AgencyPayments() {
  const { t } = useTranslation();
  const list = useListState(FLAT_RATE_LIST_KEY, listDefaults);
  const payments = useFlatRatePayments(flatRateQuery(list));
  const projects = useProjectOptions(FLAT_RATE_KEY);
  const freelancers = useFreelancerOptions(FLAT_RATE_KEY, true);
  const change = useChangeFlatRatePayment();
  const [dialog, setDialog] = useState<{ payment?: FlatRatePayment } | null>(null);
  const [deleting, setDeleting] = useState<FlatRatePayment | null>(null);
  const rows = payments.data?.data ?? [];

  const remove = (payment: FlatRatePayment) =>
    change.mutate(
      { kind: 'delete', id: payment.id },
      mutationFeedback(t('flatRate.deleted'), () => setDeleting(null)),
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
          <OptionFilters
            list={list}
            filters={[
              { name: 'freelancers', label: t('flatRate.filters.freelancers'), options: freelancers.data },
              { name: 'projects', label: t('flatRate.filters.projects'), options: projects.data },
              flatRateStatusFilter(t),
            ]}
          />
        }
        {...listPageStateOf(payments)}
        emptyState={<EmptyState text={t('flatRate.empty')} />}
      >
        <PaymentsTable
          rows={rows}
          list={list}
          actions={(payment) => (
            <>
              {payment.allowed_actions.includes('correct') ? (
                <Button
                  size="small"
                  aria-label={rowLabel(t('flatRate.actions.correct'), payment)}
                  onClick={() => setDialog({ payment })}
                >
                  {t('flatRate.actions.correct')}
                </Button>
              ) : null}
              {payment.allowed_actions.includes('delete') ? (
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
