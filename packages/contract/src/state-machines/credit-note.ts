import type { CreditNoteStatus } from '../enums.ts';

/**
 * The credit-note state machine: a note is issued REVIEWED when finance approves its time record or payment,
 * and can only be cancelled (never deleted, never edited). Cancelling issues a cancellation document.
 */
export const CREDIT_NOTE_ACTIONS = ['cancel'] as const;
export type CreditNoteAction = (typeof CREDIT_NOTE_ACTIONS)[number];

export const CREDIT_NOTE_TRANSITIONS: Record<CreditNoteStatus, Partial<Record<CreditNoteAction, CreditNoteStatus>>> = {
  REVIEWED: { cancel: 'CANCELLED' },
  CANCELLED: {},
};

/** The status `action` leads to from `status`, or null when it is not allowed there (HTTP 409). */
export function nextCreditNoteStatus(status: CreditNoteStatus, action: CreditNoteAction): CreditNoteStatus | null {
  return CREDIT_NOTE_TRANSITIONS[status][action] ?? null;
}
