import { DEFAULT_SORT } from '@fm/contract/constants';
import { timeRecordsList, timeReviewList } from '@fm/contract/endpoints/time-records';
import { TIME_RECORDING_TABS, TIME_REVIEW_TABS } from '@fm/contract/enums';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import type { ListState } from '../../../ui/list-page/use-list-state.ts';

export const TIME_RECORDING_LIST_KEY = 'time-recording';
export const TIME_REVIEW_LIST_KEY = 'time-review';
export type TimeRecordingTab = keyof typeof TIME_RECORDING_TABS;
export const RECORDING_TAB_NAMES = Object.keys(TIME_RECORDING_TABS) as TimeRecordingTab[];

export const recordingDefaults = { tab: 'all', ...DEFAULT_SORT.timeRecords } as const;
export const reviewDefaults = { tab: 'pending', ...DEFAULT_SORT.timeReview } as const;

/**
 * The review view's tabs (docs/product.md §4). Finance reviews with the time-review tabs (pending = APPROVED,
 * rejected = FINANCE_REJECTED, approved = FINANCE_APPROVED). Account managers and managing directors review
 * their agency's records with the time-recording tabs, whose pending tab (PENDING and FINANCE_REJECTED) holds
 * what waits on them.
 */
export function reviewTabs(isFinanceReviewer: boolean): Record<string, readonly string[]> {
  return isFinanceReviewer ? TIME_REVIEW_TABS : TIME_RECORDING_TABS;
}

/** The time-recording query: the tab's statuses apply only while no filter is set (docs/product.md §4). */
export function recordingQuery(state: ListState) {
  return listQuery(timeRecordsList.query, state, {
    tabStatuses: TIME_RECORDING_TABS,
    defaultTab: recordingDefaults.tab,
  });
}

export function reviewQuery(state: ListState, isFinanceReviewer: boolean) {
  return listQuery(timeReviewList.query, state, {
    tabStatuses: reviewTabs(isFinanceReviewer),
    defaultTab: reviewDefaults.tab,
  });
}
