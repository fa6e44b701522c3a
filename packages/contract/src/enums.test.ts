import { describe, expect, it } from 'vitest';
import { isBudgetClosed, isProjectOpen } from './enums.ts';

describe('isProjectOpen', () => {
  it('is open while ongoing or paused, closed when done', () => {
    expect(isProjectOpen('ONGOING')).toBe(true);
    expect(isProjectOpen('PAUSED')).toBe(true);
    expect(isProjectOpen('DONE')).toBe(false);
  });
});

describe('isBudgetClosed', () => {
  it('is closed only for CLOSED', () => {
    expect(isBudgetClosed('CLOSED')).toBe(true);
    expect(isBudgetClosed('OPEN')).toBe(false);
  });
});
