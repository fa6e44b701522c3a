import { describe, expect, test } from 'vitest';
import { financialYearOf } from './constants.ts';
import { berlinDateOf } from './dates.ts';

describe('berlinDateOf', () => {
  test('late evening UTC in summer is already the next day in Berlin (UTC+2)', () => {
    expect(berlinDateOf(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(berlinDateOf(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
  });

  test('in winter Berlin is one hour ahead', () => {
    expect(berlinDateOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinDateOf(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  test('the financial year turns at midnight in Berlin, not in UTC', () => {
    expect(financialYearOf(berlinDateOf(new Date('2027-06-30T22:30:00Z'))).label).toBe('2027/28');
    expect(financialYearOf(berlinDateOf(new Date('2027-06-30T21:30:00Z'))).label).toBe('2026/27');
  });
});
