import { FLAT_RATE_STATUSES } from '@fm/contract/enums';
import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';
import { useAgencyOptions, useFreelancerOptions } from '../api/get-filter-options.ts';
import { type FlatRateReviewQuery, useFlatRateReview } from '../api/get-flat-rate-payments.ts';
import { formatDate } from '../utils/format.ts';
import {
  FLAT_RATE_REVIEW_LIST_KEY,
  FLAT_RATE_REVIEW_TAB_NAMES,
  flatRateReviewQuery,
  reviewDefaults,
} from '../utils/tabs.ts';
import { FinanceReviewDialog } from './finance-review-dialog.tsx';
import { OptionFilter } from './option-filter.tsx';
import { PaymentsTable } from './payments-table.tsx';

/** Finance's review of flat-rate payments (tabs pending, rejected, approved; document 1 §4). */
export function PaymentsReview() {
  const { t } = useTranslation();
  const list = useListState(FLAT_RATE_REVIEW_LIST_KEY, reviewDefaults);
  const payments = useFlatRateReview(flatRateReviewQuery(list) as FlatRateReviewQuery);
  const freelancers = useFreelancerOptions(true);
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
          <>
            <OptionFilter
              label={t('flatRate.filters.freelancers')}
              options={freelancers.data ?? []}
              value={list.filters.freelancers as number[] | undefined}
              onChange={(value) => list.setFilter('freelancers', value)}
            />
            <OptionFilter
              label={t('flatRate.filters.agencies')}
              options={agencies.data ?? []}
              value={list.filters.agencies as number[] | undefined}
              onChange={(value) => list.setFilter('agencies', value)}
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
          actions={(payment) =>
            payment.status === 'FINANCE_PENDING' ? (
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
