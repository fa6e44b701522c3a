import { describe, expect, it } from 'vitest';
import { currentHalfYear, financialYearOf } from './constants.ts';

describe('financialYearOf (July to June)', () => {
  it.each([
    ['2026-09-01', 2026, '2026/27'],
    ['2026-07-01', 2026, '2026/27'],
    ['2026-06-30', 2025, '2025/26'],
    ['2027-01-15', 2026, '2026/27'],
    ['1999-12-31', 1999, '1999/00'],
    ['2000-03-01', 1999, '1999/00'],
  ])('%s belongs to %i (%s)', (date, start, label) => {
    expect(financialYearOf(date)).toEqual({ start, label });
  });
});

describe('currentHalfYear', () => {
  it.each([
    [new Date(2026, 0, 1), { start_date: '2026-01-01', end_date: '2026-06-30' }],
    [new Date(2026, 5, 30, 23, 59), { start_date: '2026-01-01', end_date: '2026-06-30' }],
    [new Date(2026, 6, 1), { start_date: '2026-07-01', end_date: '2026-12-31' }],
    [new Date(2026, 11, 31), { start_date: '2026-07-01', end_date: '2026-12-31' }],
  ])('%s → %o', (today, window) => {
    expect(currentHalfYear(today)).toEqual(window);
  });
});
