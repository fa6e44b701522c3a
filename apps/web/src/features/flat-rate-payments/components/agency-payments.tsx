import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFeedback } from '../../../api/mutation-feedback.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useFreelancerOptions, useProjectOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { useFlatRatePayments } from '../api/get-flat-rate-payments.ts';
import { FLAT_RATE_KEY } from '../api/query-keys.ts';
import { useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';
import { FLAT_RATE_LIST_KEY, FLAT_RATE_TAB_NAMES, flatRateQuery, listDefaults } from '../utils/tabs.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentsListPage, paymentRowLabel } from './payments-list-page.tsx';

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

  const remove = (payment: FlatRatePayment) =>
    change.mutate(
      { kind: 'delete', id: payment.id },
      mutationFeedback(t('flatRate.deleted'), () => setDeleting(null)),
    );

  return (
    <>
      <PaymentsListPage
        title={t('flatRate.payments')}
        list={list}
        tabNames={FLAT_RATE_TAB_NAMES}
        payments={payments}
        dateRanges={[
          { name: 'date', label: t('flatRate.paymentDate') },
          { name: 'submitted', label: t('flatRate.submitted') },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            {t('flatRate.add')}
          </Button>
        }
        filters={[
          { name: 'freelancers', label: t('flatRate.filters.freelancers'), options: freelancers.data },
          { name: 'projects', label: t('flatRate.filters.projects'), options: projects.data },
        ]}
        rowActions={(payment) => (
          <>
            {payment.allowed_actions.includes('correct') ? (
              <Button
                size="small"
                aria-label={paymentRowLabel(t, t('flatRate.actions.correct'), payment)}
                onClick={() => setDialog({ payment })}
              >
                {t('flatRate.actions.correct')}
              </Button>
            ) : null}
            {payment.allowed_actions.includes('delete') ? (
              <Button
                size="small"
                color="error"
                aria-label={paymentRowLabel(t, t('flatRate.actions.delete'), payment)}
                onClick={() => setDeleting(payment)}
              >
                {t('flatRate.actions.delete')}
              </Button>
            ) : null}
          </>
        )}
      />
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
