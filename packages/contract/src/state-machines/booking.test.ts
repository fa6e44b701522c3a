import { describe, expect, test } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../enums.ts';
import { BOOKING_ACTIONS, type BookingAction, nextBookingStatus, requestStatus } from './booking.ts';

/** The expected result of every status × action, written out by hand from DESIGN §6 (null = 409). */
const EXPECTED: Record<BookingStatus, Record<BookingAction, BookingStatus | 'RESUBMIT' | null>> = {
  PENDING: {
    approve: 'APPROVED',
    declineByApprover: 'APPROVER_DECLINED',
    accept: null,
    declineByFreelancer: null,
    edit: 'RESUBMIT',
    extend: null,
    cancel: 'CANCELLED',
    recordTime: null,
    recordPayment: null,
    close: null,
  },
  APPROVED: {
    approve: null,
    declineByApprover: null,
    accept: 'BOOKED',
    declineByFreelancer: 'FREELANCER_DECLINED',
    edit: 'RESUBMIT',
    extend: 'APPROVED',
    cancel: 'CANCELLED',
    recordTime: null,
    recordPayment: null,
    close: null,
  },
  APPROVER_DECLINED: {
    approve: null,
    declineByApprover: null,
    accept: null,
    declineByFreelancer: null,
    edit: 'RESUBMIT',
    extend: null,
    cancel: 'CANCELLED',
    recordTime: null,
    recordPayment: null,
    close: null,
  },
  FREELANCER_DECLINED: {
    approve: null,
    declineByApprover: null,
    accept: null,
    declineByFreelancer: null,
    edit: 'RESUBMIT',
    extend: null,
    cancel: 'CANCELLED',
    recordTime: null,
    recordPayment: null,
    close: null,
  },
  BOOKED: {
    approve: null,
    declineByApprover: null,
    accept: null,
    declineByFreelancer: null,
    edit: null,
    extend: 'BOOKED',
    cancel: 'CANCELLED',
    recordTime: 'BOOKED',
    recordPayment: 'BOOKED',
    close: 'FINISHED',
  },
  FINISHED: {
    approve: null,
    declineByApprover: null,
    accept: null,
    declineByFreelancer: null,
    edit: null,
    extend: null,
    cancel: null,
    recordTime: null,
    recordPayment: null,
    close: null,
  },
  CANCELLED: {
    approve: null,
    declineByApprover: null,
    accept: null,
    declineByFreelancer: null,
    edit: null,
    extend: null,
    cancel: null,
    recordTime: null,
    recordPayment: null,
    close: null,
  },
};

describe('booking state machine', () => {
  test('a new request waits for approval only where the agency requires it', () => {
    expect(requestStatus(true)).toBe('PENDING');
    expect(requestStatus(false)).toBe('APPROVED');
  });

  for (const status of BOOKING_STATUSES) {
    for (const action of BOOKING_ACTIONS) {
      const expected = EXPECTED[status][action];
      for (const isApprovalRequired of [true, false]) {
        const resolved = expected === 'RESUBMIT' ? (isApprovalRequired ? 'PENDING' : 'APPROVED') : expected;
        test(`${status} × ${action} (approval ${isApprovalRequired ? 'required' : 'not required'}) → ${resolved ?? 'refused'}`, () => {
          expect(nextBookingStatus(status, action, { isApprovalRequired })).toBe(resolved);
        });
      }
    }
  }
});
