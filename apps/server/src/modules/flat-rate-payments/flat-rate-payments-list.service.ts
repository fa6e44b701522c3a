import type { flatRatePaymentsList, flatRateReviewList } from '@fm/contract/endpoints/flat-rate-payments';
import { FLAT_RATE_REVIEW_TABS, FLAT_RATE_TABS, type FlatRateStatus } from '@fm/contract/enums';
import type { flatRatePaymentsListQuery, flatRateReviewListQuery } from '@fm/contract/schemas/flat-rate-payment';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { listStatuses } from '../time-records/record-rules.ts';
import { toFlatRatePayments } from './flat-rate-payment-output.ts';
import * as repo from './flat-rate-payments.repo.ts';

/** booking/flatrate/list and flatrate-review-list (document 1 §3/§4, document 2 §7.4). */

type ListQuery = z.infer<typeof flatRatePaymentsListQuery>;
type ReviewQuery = z.infer<typeof flatRateReviewListQuery>;
type ListOutput = z.input<(typeof flatRatePaymentsList)['output']>;

async function listPageOf(
  db: Db,
  auth: RequestAuth,
  query: ListQuery | ReviewQuery,
  tabStatuses: readonly FlatRateStatus[] | undefined,
): Promise<ListOutput> {
  const isStaff = auth.realm === 'admin' || auth.realm === 'finance';
  const freelancerIds = auth.realm === 'freelancer' ? [] : query.freelancers;
  const agencyIds = isStaff ? query.agencies : [];
  const bookerIds = 'bookers' in query ? query.bookers : [];
  const projectIds = 'projects' in query ? query.projects : [];
  const dates = 'start_date' in query || 'submitted_start_date' in query ? (query as ListQuery) : undefined;
  const hasOtherFilter =
    query.keyword.length > 0 ||
    [dates?.start_date, dates?.end_date, dates?.submitted_start_date, dates?.submitted_end_date].some(
      (date) => date !== undefined,
    ) ||
    freelancerIds.length + agencyIds.length + bookerIds.length + projectIds.length > 0;
  const { rows, total } = await repo.listPayments(db, {
    ...rowScope(auth),
    statuses: listStatuses(tabStatuses, query.status, hasOtherFilter),
    keywords: query.keyword,
    paidFrom: dates?.start_date,
    paidTo: dates?.end_date,
    submittedFrom: dates?.submitted_start_date,
    submittedTo: dates?.submitted_end_date,
    freelancerIds,
    agencyIds,
    projectIds,
    bookerIds,
    bookingId: 'booking_id' in query ? query.booking_id : undefined,
    sortBy: query.sortBy,
    sort: query.sort,
    page: query.page,
    items: query.items,
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
