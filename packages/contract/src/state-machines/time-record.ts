import type { TimeRecordStatus } from '../enums.ts';

/**
 * The time-record state machine of docs/product.md §14, and the only place that compares time-record statuses.
 * PENDING → APPROVED | DECLINED (account manager), APPROVED → FINANCE_APPROVED | FINANCE_REJECTED (finance);
 * a pending, declined or rejected record can be corrected (→ PENDING) or cancelled (→ CANCELLED).
 */

export const TIME_RECORD_ACTIONS = [
  'approve',
  'decline',
  'financeApprove',
  'financeReject',
  'correct',
  'cancel',
  'cancelCreditNote',
] as const;
export type TimeRecordAction = (typeof TIME_RECORD_ACTIONS)[number];

const CORRECTABLE: Partial<Record<TimeRecordAction, TimeRecordStatus>> = { correct: 'PENDING', cancel: 'CANCELLED' };

export const TIME_RECORD_TRANSITIONS: Record<TimeRecordStatus, Partial<Record<TimeRecordAction, TimeRecordStatus>>> = {
  PENDING: { approve: 'APPROVED', decline: 'DECLINED', ...CORRECTABLE },
  APPROVED: { financeApprove: 'FINANCE_APPROVED', financeReject: 'FINANCE_REJECTED', cancel: 'CANCELLED' },
  DECLINED: CORRECTABLE,
  FINANCE_REJECTED: CORRECTABLE,
  // Cancelling its credit note sends an approved record back to finance's rejected list, to be corrected.
  FINANCE_APPROVED: { cancelCreditNote: 'FINANCE_REJECTED' },
  CANCELLED: {},
};

/** The status `action` leads to from `status`, or null when it is not allowed there (HTTP 409). */
export function nextTimeRecordStatus(status: TimeRecordStatus, action: TimeRecordAction): TimeRecordStatus | null {
  return TIME_RECORD_TRANSITIONS[status][action] ?? null;
}

/** The review status a reviewer sends, as an action of the machine, and back. */
export const REVIEW_ACTION_OF = {
  APPROVED: 'approve',
  DECLINED: 'decline',
  FINANCE_APPROVED: 'financeApprove',
  FINANCE_REJECTED: 'financeReject',
} as const satisfies Record<string, TimeRecordAction>;
export const REVIEW_STATUS_OF = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  financeApprove: 'FINANCE_APPROVED',
  financeReject: 'FINANCE_REJECTED',
} as const satisfies { [A in keyof typeof REVIEW_ACTION_OF as (typeof REVIEW_ACTION_OF)[A]]: A };
export type ReviewAction = keyof typeof REVIEW_STATUS_OF;
export const isReviewAction = (action: TimeRecordAction): action is ReviewAction => action in REVIEW_STATUS_OF;
export type ReviewStatus = keyof typeof REVIEW_ACTION_OF;

/** A refusal sends the record back to its freelancer, who needs a reason: decline (agency) or reject (finance). */
export function isRefusal(status: ReviewStatus): boolean {
  return status === 'DECLINED' || status === 'FINANCE_REJECTED';
}

/** docs/product.md §14: hours_left counts every record that is not declined, rejected or cancelled. */
export function holdsHours(status: TimeRecordStatus): boolean {
  return status !== 'DECLINED' && status !== 'FINANCE_REJECTED' && status !== 'CANCELLED';
}
