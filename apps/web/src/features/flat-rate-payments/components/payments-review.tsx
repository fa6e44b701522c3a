import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import { useBookerOptions, useFreelancerOptions } from '../../../components/record-list/api/get-filter-options.ts';
import { useFlatRateReview } from '../api/get-flat-rate-payments.ts';
import { FLAT_RATE_KEY } from '../api/query-keys.ts';
import {
  FLAT_RATE_REVIEW_LIST_KEY,
  FLAT_RATE_REVIEW_TAB_NAMES,
  flatRateReviewQuery,
  reviewDefaults,
} from '../utils/tabs.ts';
import { FinanceReviewDialog } from './finance-review-dialog.tsx';
import { PaymentsListPage, paymentRowLabel } from './payments-list-page.tsx';

/** Finance's review of flat-rate payments (tabs pending, rejected, approved; docs/product.md §4). */
export function PaymentsReview() {
  const { t } = useTranslation();
  const list = useListState(FLAT_RATE_REVIEW_LIST_KEY, reviewDefaults);
  const payments = useFlatRateReview(flatRateReviewQuery(list));
  const freelancers = useFreelancerOptions(FLAT_RATE_KEY, true);
  const agencies = useAgencyOptions(true);
  const bookers = useBookerOptions(FLAT_RATE_KEY, true);
  const [reviewing, setReviewing] = useState<FlatRatePayment | null>(null);

  return (
    <>
      <PaymentsListPage
        title={t('flatRate.review')}
        list={list}
        tabNames={FLAT_RATE_REVIEW_TAB_NAMES}
        payments={payments}
        filters={[
          { name: 'freelancers', label: t('flatRate.filters.freelancers'), options: freelancers.data },
          { name: 'agencies', label: t('flatRate.filters.agencies'), options: agencies.data },
          { name: 'bookers', label: t('flatRate.filters.bookers'), options: bookers.data },
        ]}
        rowActions={(payment) =>
          payment.allowed_actions.includes('financeApprove') ? (
            <Button
              size="small"
              variant="contained"
              aria-label={paymentRowLabel(t, t('flatRate.actions.review'), payment)}
              onClick={() => setReviewing(payment)}
            >
              {t('flatRate.actions.review')}
            </Button>
          ) : null
        }
      />
      {reviewing ? <FinanceReviewDialog payment={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}
