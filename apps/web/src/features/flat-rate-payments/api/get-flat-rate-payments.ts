import { flatRatePaymentsList, flatRateReviewList } from '@fm/contract/endpoints/flat-rate-payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { flatRateListKey, flatRateReviewKey } from './query-keys.ts';

export type FlatRateQuery = z.input<typeof flatRatePaymentsList.query>;
export type FlatRateReviewQuery = z.input<typeof flatRateReviewList.query>;

/** GET /api/agency/booking/flatrate/list: the payments the caller may see. */
export function useFlatRatePayments(query: FlatRateQuery, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: flatRateListKey(query),
    queryFn: ({ signal }) => callEndpoint(flatRatePaymentsList, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

/** GET /api/agency/flatrate-review-list: the payments finance reviews. */
export function useFlatRateReview(query: FlatRateReviewQuery, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: flatRateReviewKey(query),
    queryFn: ({ signal }) => callEndpoint(flatRateReviewList, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
