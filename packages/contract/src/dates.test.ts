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

  test('each instant has its own date, whatever was asked before: around midnight and the clock changes', () => {
    const instants = [
      ['2026-12-31T22:59:59.999Z', '2026-12-31'],
      ['2026-12-31T23:00:00Z', '2027-01-01'],
      ['2026-03-28T22:59:59Z', '2026-03-28'],
      ['2026-03-28T23:00:00Z', '2026-03-29'],
      ['2026-03-29T21:59:59Z', '2026-03-29'],
      ['2026-03-29T22:00:00Z', '2026-03-30'],
      ['2026-10-24T21:59:59Z', '2026-10-24'],
      ['2026-10-24T22:00:00Z', '2026-10-25'],
      ['2026-10-25T22:59:59Z', '2026-10-25'],
      ['2026-10-25T23:00:00Z', '2026-10-26'],
    ] as const;
    for (const [instant, date] of [...instants, ...instants.toReversed(), ...instants]) {
      expect(berlinDateOf(new Date(instant)), instant).toBe(date);
    }
    expect(() => berlinDateOf(new Date('not a date'))).toThrow(RangeError);
  });

  test('the financial year turns at midnight in Berlin, not in UTC', () => {
    expect(financialYearOf(berlinDateOf(new Date('2027-06-30T22:30:00Z'))).label).toBe('2027/28');
    expect(financialYearOf(berlinDateOf(new Date('2027-06-30T21:30:00Z'))).label).toBe('2026/27');
  });
});
