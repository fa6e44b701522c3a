import type { BookingStatus, Role } from '@fm/contract/enums';
import { describe, expect, it } from 'vitest';
import { allowedBookingActions, needsApprovalRefresh } from './booking-actions.ts';

const actionsOf = (status: BookingStatus, roles: Role[], canApprove = true) =>
  allowedBookingActions({ status, can_approve: canApprove }, { roles });

describe('allowedBookingActions', () => {
  it.each([
    ['PENDING', ['approve', 'declineAsApprover', 'edit', 'cancel']],
    ['APPROVED', ['edit', 'extend', 'cancel']],
    ['APPROVER_DECLINED', ['edit', 'cancel']],
    ['FREELANCER_DECLINED', ['edit', 'cancel']],
    ['BOOKED', ['extend', 'close', 'cancel']],
    ['FINISHED', []],
    ['CANCELLED', []],
  ] as const)('offers a managing director on %s: %j', (status, expected) => {
    expect(actionsOf(status, ['managing-director'])).toEqual(expected);
  });

  it('offers approval only when the server says the caller may approve this booking', () => {
    expect(actionsOf('PENDING', ['managing-director'], false)).toEqual(['edit', 'cancel']);
    expect(actionsOf('PENDING', ['agency-manager'])).toEqual(['edit', 'cancel']);
  });

  it.each([
    ['PENDING', []],
    ['APPROVED', ['accept', 'declineAsFreelancer']],
    ['BOOKED', []],
    ['FINISHED', []],
  ] as const)('offers the freelancer on %s: %j', (status, expected) => {
    expect(actionsOf(status, ['freelancer'])).toEqual(expected);
  });

  it('gives finance nothing to do on a booking', () => {
    expect(actionsOf('BOOKED', ['finance-user'])).toEqual([]);
  });
});

describe('needsApprovalRefresh', () => {
  it('asks for a fresh token only for a managing director on a pending booking the token does not cover', () => {
    const viewer = { roles: ['managing-director'] as Role[] };
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: false }, viewer)).toBe(true);
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: true }, viewer)).toBe(false);
    expect(needsApprovalRefresh({ status: 'APPROVED', can_approve: false }, viewer)).toBe(false);
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: false }, { roles: ['agency-manager'] })).toBe(false);
  });
});
