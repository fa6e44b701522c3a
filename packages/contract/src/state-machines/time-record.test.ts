import { describe, expect, it, test } from 'vitest';
import { TIME_RECORD_STATUSES, type TimeRecordStatus } from '../enums.ts';
import {
  holdsHours,
  isRefusal,
  nextTimeRecordStatus,
  TIME_RECORD_ACTIONS,
  type TimeRecordAction,
} from './time-record.ts';
import { testTransitions } from './transition-tests.ts';

/** Every allowed transition, written out by hand; every other (status, action) pair must be refused. */
const ALLOWED: [TimeRecordStatus, TimeRecordAction, TimeRecordStatus][] = [
  ['PENDING', 'approve', 'APPROVED'],
  ['PENDING', 'decline', 'DECLINED'],
  ['PENDING', 'correct', 'PENDING'],
  ['PENDING', 'cancel', 'CANCELLED'],
  ['APPROVED', 'financeApprove', 'FINANCE_APPROVED'],
  ['APPROVED', 'financeReject', 'FINANCE_REJECTED'],
  ['APPROVED', 'cancel', 'CANCELLED'],
  ['DECLINED', 'correct', 'PENDING'],
  ['DECLINED', 'cancel', 'CANCELLED'],
  ['FINANCE_REJECTED', 'correct', 'PENDING'],
  ['FINANCE_REJECTED', 'cancel', 'CANCELLED'],
  ['FINANCE_APPROVED', 'cancelCreditNote', 'FINANCE_REJECTED'],
];

describe('time-record state machine', () => {
  testTransitions(TIME_RECORD_STATUSES, TIME_RECORD_ACTIONS, ALLOWED, nextTimeRecordStatus);

  test('a cancelled record is final; a finance-approved one reopens only when its credit note is cancelled', () => {
    for (const action of TIME_RECORD_ACTIONS) {
      expect(nextTimeRecordStatus('CANCELLED', action)).toBeNull();
      if (action !== 'cancelCreditNote') expect(nextTimeRecordStatus('FINANCE_APPROVED', action)).toBeNull();
    }
  });

  test('declined, rejected and cancelled records hold no hours; every other status does', () => {
    expect(TIME_RECORD_STATUSES.filter(holdsHours)).toEqual(['PENDING', 'APPROVED', 'FINANCE_APPROVED']);
  });
});

describe('isRefusal', () => {
  it('is true for a decline or a finance rejection, false for an approval', () => {
    expect(isRefusal('DECLINED')).toBe(true);
    expect(isRefusal('FINANCE_REJECTED')).toBe(true);
    expect(isRefusal('APPROVED')).toBe(false);
    expect(isRefusal('FINANCE_APPROVED')).toBe(false);
  });
});
