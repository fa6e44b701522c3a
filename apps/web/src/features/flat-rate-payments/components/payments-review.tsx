import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import { useFreelancerOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { formatDate } from '../../../components/record-list/format.ts';
import { listPageStateOf } from '../../../components/record-list/list-page-state.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { useFlatRateReview } from '../api/get-flat-rate-payments.ts';
import { FLAT_RATE_KEY } from '../api/query-keys.ts';
import {
  FLAT_RATE_REVIEW_LIST_KEY,
  FLAT_RATE_REVIEW_TAB_NAMES,
  flatRateReviewQuery,
  reviewDefaults,
} from '../utils/tabs.ts';
import { FinanceReviewDialog } from './finance-review-dialog.tsx';
import { flatRateStatusFilter } from './flat-rate-status-chip.tsx';
import { PaymentsTable } from './payments-table.tsx';

/** Finance's review of flat-rate payments (tabs pending, rejected, approved; document 1 §4). */
export function PaymentsReview() {
  const { t } = useTranslation();
  const list = useListState(FLAT_RATE_REVIEW_LIST_KEY, reviewDefaults);
  const payments = useFlatRateReview(flatRateReviewQuery(list));
  const freelancers = useFreelancerOptions(FLAT_RATE_KEY, true);
  const agencies = useAgencyOptions(true);
  const [reviewing, setReviewing] = useState<FlatRatePayment | null>(null);
  const rows = payments.data?.data ?? [];

  return (
    <>
      <ListPage
        title={t('flatRate.review')}
        titleComponent="h2"
        list={list}
        tabs={FLAT_RATE_REVIEW_TAB_NAMES.map((value) => ({ value, label: t(`flatRate.tabs.${value}`) }))}
        filters={
          <OptionFilters
            list={list}
            filters={[
              { name: 'freelancers', label: t('flatRate.filters.freelancers'), options: freelancers.data },
              { name: 'agencies', label: t('flatRate.filters.agencies'), options: agencies.data },
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
          actions={(payment) =>
            payment.allowed_actions.includes('financeApprove') ? (
              <Button
                size="small"
                variant="contained"
                aria-label={t('flatRate.actions.rowLabel', {
                  action: t('flatRate.actions.review'),
                  booking: payment.booking.title,
                  date: formatDate(payment.payment_date),
                })}
                onClick={() => setReviewing(payment)}
              >
                {t('flatRate.actions.review')}
              </Button>
            ) : null
          }
        />
      </ListPage>
      {reviewing ? <FinanceReviewDialog payment={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}
