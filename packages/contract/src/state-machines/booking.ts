import type { BookingStatus } from '../enums.ts';

/**
 * The booking state machine, and the only place that compares booking statuses (server and web read it). `RESUBMIT` stands
 * for the status a new request gets: PENDING when the agency requires approval, else APPROVED.
 */

export const BOOKING_ACTIONS = [
  'approve',
  'declineByApprover',
  'accept',
  'declineByFreelancer',
  'edit',
  'extend',
  'cancel',
  'close',
  'recordTime',
  'recordPayment',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

type Target = BookingStatus | 'RESUBMIT';

const OPEN_EDITABLE: Partial<Record<BookingAction, Target>> = { edit: 'RESUBMIT', cancel: 'CANCELLED' };

export const BOOKING_TRANSITIONS: Record<BookingStatus, Partial<Record<BookingAction, Target>>> = {
  PENDING: { approve: 'APPROVED', declineByApprover: 'APPROVER_DECLINED', ...OPEN_EDITABLE },
  APPROVED: { accept: 'BOOKED', declineByFreelancer: 'FREELANCER_DECLINED', extend: 'APPROVED', ...OPEN_EDITABLE },
  APPROVER_DECLINED: OPEN_EDITABLE,
  FREELANCER_DECLINED: OPEN_EDITABLE,
  // Time and payments are recorded on a BOOKED booking only; recording leaves its status as it is.
  BOOKED: { extend: 'BOOKED', close: 'FINISHED', cancel: 'CANCELLED', recordTime: 'BOOKED', recordPayment: 'BOOKED' },
  FINISHED: {},
  CANCELLED: {},
};

/** The status of a new or resubmitted booking request. */
export function requestStatus(isApprovalRequired: boolean): BookingStatus {
  return isApprovalRequired ? 'PENDING' : 'APPROVED';
}

/** The status `action` leads to from `status`, or null when the action is not allowed there (HTTP 409). */
export function nextBookingStatus(
  status: BookingStatus,
  action: BookingAction,
  context: { isApprovalRequired: boolean },
): BookingStatus | null {
  const target = BOOKING_TRANSITIONS[status][action];
  if (target === undefined) return null;
  return target === 'RESUBMIT' ? requestStatus(context.isApprovalRequired) : target;
}

export function canTakeAction(status: BookingStatus, action: BookingAction): boolean {
  return BOOKING_TRANSITIONS[status][action] !== undefined;
}

/** Statuses of bookings that take place or may still: neither declined by anyone nor cancelled. */
export const RUNNING_BOOKING_STATUSES: readonly BookingStatus[] = ['PENDING', 'APPROVED', 'BOOKED', 'FINISHED'];
