import { describe, expect, it, test } from 'vitest';
import { FLAT_RATE_STATUSES, type FlatRateStatus } from '../enums.ts';
import {
  FLAT_RATE_ACTIONS,
  type FlatRateAction,
  holdsAmount,
  isFlatRateRefusal,
  nextFlatRateStatus,
} from './flat-rate-payment.ts';
import { testTransitions } from './transition-tests.ts';

const ALLOWED: [FlatRateStatus, FlatRateAction, FlatRateStatus][] = [
  ['FINANCE_PENDING', 'financeApprove', 'FINANCE_APPROVED'],
  ['FINANCE_PENDING', 'financeReject', 'FINANCE_REJECTED'],
  ['FINANCE_PENDING', 'correct', 'FINANCE_PENDING'],
  ['FINANCE_PENDING', 'delete', 'DELETED'],
  ['FINANCE_REJECTED', 'correct', 'FINANCE_PENDING'],
  ['FINANCE_REJECTED', 'delete', 'DELETED'],
  ['FINANCE_APPROVED', 'cancelCreditNote', 'FINANCE_REJECTED'],
];

describe('flat-rate payment state machine', () => {
  testTransitions(FLAT_RATE_STATUSES, FLAT_RATE_ACTIONS, ALLOWED, nextFlatRateStatus);

  test('rejected and deleted payments hold no amount', () => {
    expect(FLAT_RATE_STATUSES.filter(holdsAmount)).toEqual(['FINANCE_PENDING', 'FINANCE_APPROVED']);
  });
});

describe('isFlatRateRefusal', () => {
  it('is true for a finance rejection only', () => {
    expect(isFlatRateRefusal('FINANCE_REJECTED')).toBe(true);
    expect(isFlatRateRefusal('FINANCE_APPROVED')).toBe(false);
  });
});
