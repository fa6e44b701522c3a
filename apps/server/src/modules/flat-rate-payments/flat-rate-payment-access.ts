import { type Endpoint, mayCall } from '@fm/contract/endpoint';
import { creditNoteCancel } from '@fm/contract/endpoints/credit-notes';
import { flatRatePaymentDelete, flatRatePaymentUpdate } from '@fm/contract/endpoints/flat-rate-payments';
import type { FlatRateStatus } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import {
  FLAT_RATE_ACTIONS,
  type FlatRateAction,
  nextFlatRateStatus,
} from '@fm/contract/state-machines/flat-rate-payment';
import type { RequestAuth } from '../../auth/request-auth.ts';

const ENDPOINT_OF = {
  financeApprove: flatRatePaymentUpdate,
  financeReject: flatRatePaymentUpdate,
  correct: flatRatePaymentUpdate,
  delete: flatRatePaymentDelete,
  cancelCreditNote: creditNoteCancel,
} satisfies Record<FlatRateAction, Endpoint>;

/**
 * Whether the caller's side takes `action` on a payment it sees: the review needs authorize-flat-rate-payment
 * (finance and admins); correcting and deleting belong to the agency side (its users and admins).
 */
export function mayActOnPayment(auth: RequestAuth, action: FlatRateAction): boolean {
  if (!mayCall(auth.roles, ENDPOINT_OF[action])) return false;
  switch (action) {
    case 'financeApprove':
    case 'financeReject':
      return hasPermission(auth.roles, 'authorize-flat-rate-payment');
    case 'correct':
    case 'delete':
      return auth.realm === 'admin' || auth.realm === 'agency';
    case 'cancelCreditNote':
      return true;
  }
}

/** What the caller may do with the payment now: its status allows it and so does the caller's access. */
export function allowedPaymentActions(auth: RequestAuth, payment: { status: FlatRateStatus }) {
  return FLAT_RATE_ACTIONS.filter(
    (action) => nextFlatRateStatus(payment.status, action) !== null && mayActOnPayment(auth, action),
  );
}
