import type { FlatRateStatus } from '../enums.ts';

/**
 * The flat-rate payment state machine of docs/product.md §14, and the only place that compares payment statuses.
 * FINANCE_PENDING → FINANCE_APPROVED | FINANCE_REJECTED (finance); a pending or rejected payment can be
 * corrected by the agency (→ FINANCE_PENDING) or deleted (→ DELETED, shown as cancelled).
 */

export const FLAT_RATE_ACTIONS = ['financeApprove', 'financeReject', 'correct', 'delete', 'cancelCreditNote'] as const;
export type FlatRateAction = (typeof FLAT_RATE_ACTIONS)[number];

const CORRECTABLE: Partial<Record<FlatRateAction, FlatRateStatus>> = { correct: 'FINANCE_PENDING', delete: 'DELETED' };

export const FLAT_RATE_TRANSITIONS: Record<FlatRateStatus, Partial<Record<FlatRateAction, FlatRateStatus>>> = {
  FINANCE_PENDING: { financeApprove: 'FINANCE_APPROVED', financeReject: 'FINANCE_REJECTED', ...CORRECTABLE },
  FINANCE_REJECTED: CORRECTABLE,
  // Cancelling its credit note sends an approved payment back to finance's rejected list, to be corrected.
  FINANCE_APPROVED: { cancelCreditNote: 'FINANCE_REJECTED' },
  DELETED: {},
};

/** The status `action` leads to from `status`, or null when it is not allowed there (HTTP 409). */
export function nextFlatRateStatus(status: FlatRateStatus, action: FlatRateAction): FlatRateStatus | null {
  return FLAT_RATE_TRANSITIONS[status][action] ?? null;
}

export const FLAT_RATE_REVIEW_ACTION_OF = {
  FINANCE_APPROVED: 'financeApprove',
  FINANCE_REJECTED: 'financeReject',
} as const satisfies Record<string, FlatRateAction>;

export type FlatRateReviewStatus = keyof typeof FLAT_RATE_REVIEW_ACTION_OF;

/** A rejection sends the payment back to the agency, which needs a reason to correct it. */
export function isFlatRateRefusal(status: FlatRateReviewStatus): boolean {
  return status === 'FINANCE_REJECTED';
}

/** amount_left counts every payment that is not rejected or deleted. */
export function holdsAmount(status: FlatRateStatus): boolean {
  return status !== 'FINANCE_REJECTED' && status !== 'DELETED';
}
