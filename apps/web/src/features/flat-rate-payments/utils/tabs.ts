import { DEFAULT_SORT } from '@fm/contract/constants';
import { flatRatePaymentsList, flatRateReviewList } from '@fm/contract/endpoints/flat-rate-payments';
import { FLAT_RATE_REVIEW_TABS, FLAT_RATE_TABS } from '@fm/contract/enums';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import type { ListState } from '../../../ui/list-page/use-list-state.ts';

export const FLAT_RATE_LIST_KEY = 'flat-rate-payments';
export const FLAT_RATE_REVIEW_LIST_KEY = 'flat-rate-review';
export type FlatRateTab = keyof typeof FLAT_RATE_TABS;
export type FlatRateReviewTab = keyof typeof FLAT_RATE_REVIEW_TABS;
export const FLAT_RATE_TAB_NAMES = Object.keys(FLAT_RATE_TABS) as FlatRateTab[];
export const FLAT_RATE_REVIEW_TAB_NAMES = Object.keys(FLAT_RATE_REVIEW_TABS) as FlatRateReviewTab[];

export const listDefaults = { tab: 'all', ...DEFAULT_SORT.flatRate } as const;
export const reviewDefaults = { tab: 'pending', ...DEFAULT_SORT.flatRateReview } as const;

/** The payments query: the tab's status applies only while no filter is set (docs/product.md §4). */
export function flatRateQuery(state: ListState) {
  return listQuery(flatRatePaymentsList.query, state, { tabStatuses: FLAT_RATE_TABS, defaultTab: listDefaults.tab });
}

export function flatRateReviewQuery(state: ListState) {
  return listQuery(flatRateReviewList.query, state, {
    tabStatuses: FLAT_RATE_REVIEW_TABS,
    defaultTab: reviewDefaults.tab,
  });
}
