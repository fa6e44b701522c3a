import type { Role } from '@fm/contract/enums';
import { describe, expect, it } from 'vitest';
import { needsApprovalRefresh } from './booking-actions.ts';

describe('needsApprovalRefresh', () => {
  it('asks for a fresh token only for a managing director on a pending booking the token does not cover', () => {
    const viewer = { roles: ['managing-director'] as Role[] };
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: false }, viewer)).toBe(true);
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: true }, viewer)).toBe(false);
    expect(needsApprovalRefresh({ status: 'APPROVED', can_approve: false }, viewer)).toBe(false);
    expect(needsApprovalRefresh({ status: 'PENDING', can_approve: false }, { roles: ['agency-manager'] })).toBe(false);
  });
});
