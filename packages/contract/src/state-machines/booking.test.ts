import { describe, expect, test } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../enums.ts';
import {
  BOOKING_ACTIONS,
  type BookingAction,
  nextBookingStatus,
  RUNNING_BOOKING_STATUSES,
  requestStatus,
} from './booking.ts';
import { testTransitions } from './transition-tests.ts';

/** Every allowed transition, written out by hand from docs/product.md §14 (RESUBMIT: PENDING or APPROVED as on create). */
const ALLOWED: [BookingStatus, BookingAction, BookingStatus | 'RESUBMIT'][] = [
  ['PENDING', 'approve', 'APPROVED'],
  ['PENDING', 'declineByApprover', 'APPROVER_DECLINED'],
  ['PENDING', 'edit', 'RESUBMIT'],
  ['PENDING', 'cancel', 'CANCELLED'],
  ['APPROVED', 'accept', 'BOOKED'],
  ['APPROVED', 'declineByFreelancer', 'FREELANCER_DECLINED'],
  ['APPROVED', 'edit', 'RESUBMIT'],
  ['APPROVED', 'extend', 'APPROVED'],
  ['APPROVED', 'cancel', 'CANCELLED'],
  ['APPROVER_DECLINED', 'edit', 'RESUBMIT'],
  ['APPROVER_DECLINED', 'cancel', 'CANCELLED'],
  ['FREELANCER_DECLINED', 'edit', 'RESUBMIT'],
  ['FREELANCER_DECLINED', 'cancel', 'CANCELLED'],
  ['BOOKED', 'extend', 'BOOKED'],
  ['BOOKED', 'cancel', 'CANCELLED'],
  ['BOOKED', 'recordTime', 'BOOKED'],
  ['BOOKED', 'recordPayment', 'BOOKED'],
  ['BOOKED', 'close', 'FINISHED'],
];

describe('booking state machine', () => {
  test('a booking runs unless it was declined or cancelled', () => {
    expect([...RUNNING_BOOKING_STATUSES].sort()).toEqual(
      BOOKING_STATUSES.filter(
        (status) => !['APPROVER_DECLINED', 'FREELANCER_DECLINED', 'CANCELLED'].includes(status),
      ).sort(),
    );
  });

  test('a new request waits for approval only where the agency requires it', () => {
    expect(requestStatus(true)).toBe('PENDING');
    expect(requestStatus(false)).toBe('APPROVED');
  });

  for (const isApprovalRequired of [true, false]) {
    describe(`approval ${isApprovalRequired ? 'required' : 'not required'}`, () => {
      const resubmitted = isApprovalRequired ? 'PENDING' : 'APPROVED';
      testTransitions(
        BOOKING_STATUSES,
        BOOKING_ACTIONS,
        ALLOWED.map(([from, action, to]) => [from, action, to === 'RESUBMIT' ? resubmitted : to] as const),
        (status, action) => nextBookingStatus(status, action, { isApprovalRequired }),
      );
    });
  }
});
