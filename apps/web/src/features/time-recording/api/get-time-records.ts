import { TIME_RECORD_LOAD_DEBOUNCE_MS } from '@fm/contract/constants';
import { timeRecordsList, timeReviewList } from '@fm/contract/endpoints/time-records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { timeRecordsListKey, timeReviewListKey } from './query-keys.ts';

export type TimeRecordsQuery = z.input<typeof timeRecordsList.query>;
export type TimeReviewQuery = z.input<typeof timeReviewList.query>;

/** GET /api/freelancer/time-record: the caller's records; the load waits 100 ms for the filters to settle. */
export function useTimeRecords(query: TimeRecordsQuery, options: { isEnabled?: boolean } = {}) {
  const settled = useDebouncedValue(query, TIME_RECORD_LOAD_DEBOUNCE_MS);
  return useQuery({
    queryKey: timeRecordsListKey(settled),
    queryFn: ({ signal }) => callEndpoint(timeRecordsList, { query: settled, signal }),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

/** GET /api/freelancer/time-review-list: records to review, debounced like the time-record list. */
export function useTimeReview(query: TimeReviewQuery, options: { isEnabled?: boolean } = {}) {
  const settled = useDebouncedValue(query, TIME_RECORD_LOAD_DEBOUNCE_MS);
  return useQuery({
    queryKey: timeReviewListKey(settled),
    queryFn: ({ signal }) => callEndpoint(timeReviewList, { query: settled, signal }),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
