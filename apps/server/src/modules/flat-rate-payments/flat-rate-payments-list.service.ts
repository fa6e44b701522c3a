import type { flatRatePaymentsList, flatRateReviewList } from '@fm/contract/endpoints/flat-rate-payments';
import { FLAT_RATE_REVIEW_TABS, FLAT_RATE_TABS, type FlatRateStatus } from '@fm/contract/enums';
import type { flatRatePaymentsListQuery, flatRateReviewListQuery } from '@fm/contract/schemas/flat-rate-payment';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { submittedListFilters } from '../time-records/record-rules.ts';
import { toFlatRatePayments } from './flat-rate-payment-output.ts';
import * as repo from './flat-rate-payments.repo.ts';

/** booking/flatrate/list and flatrate-review-list (docs/product.md §8/§4, docs/product.md §10.5). */

type ListQuery = z.infer<typeof flatRatePaymentsListQuery>;
type ReviewQuery = z.infer<typeof flatRateReviewListQuery>;
type ListOutput = z.input<(typeof flatRatePaymentsList)['output']>;

async function listPageOf(
  db: Db,
  auth: RequestAuth,
  query: ListQuery | ReviewQuery,
  tabStatuses: readonly FlatRateStatus[] | undefined,
): Promise<ListOutput> {
  const datedQuery = 'start_date' in query || 'submitted_start_date' in query ? (query as ListQuery) : undefined;
  const dates = {
    dateFrom: datedQuery?.start_date,
    dateTo: datedQuery?.end_date,
    submittedFrom: datedQuery?.submitted_start_date,
    submittedTo: datedQuery?.submitted_end_date,
  };
  const { rows, total } = await repo.listPayments(db, {
    ...submittedListFilters(auth, query, tabStatuses, Object.values(dates)),
    ...dates,
  });
  return pageOf(await toFlatRatePayments(db, auth, rows), total, query);
}

export function listFlatRatePayments(db: Db, auth: RequestAuth, query: ListQuery): Promise<ListOutput> {
  return listPageOf(db, auth, query, query.tab ? FLAT_RATE_TABS[query.tab] : undefined);
}

export function listFlatRateReview(
  db: Db,
  auth: RequestAuth,
  query: ReviewQuery,
): Promise<z.input<(typeof flatRateReviewList)['output']>> {
  return listPageOf(db, auth, query, query.tab ? FLAT_RATE_REVIEW_TABS[query.tab] : undefined);
}
