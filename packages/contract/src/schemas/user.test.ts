import { describe, expect, it } from 'vitest';
import { isUserActive, isUserDeactivated } from './user.ts';

describe('user status', () => {
  it('tells active, deactivated and invited users apart', () => {
    expect([isUserActive('ACTIVE'), isUserDeactivated('ACTIVE')]).toEqual([true, false]);
    expect([isUserActive('INACTIVE'), isUserDeactivated('INACTIVE')]).toEqual([false, true]);
    expect([isUserActive('INVITED'), isUserDeactivated('INVITED')]).toEqual([false, false]);
  });
});
