import { describe, expect, it } from 'vitest';
import { countDecimals, formatEuro, formatEuroTick, formatLocaleNumber, parseLocaleNumber } from './locale-number.ts';

describe('parseLocaleNumber', () => {
  it.each([
    ['de', '1.234,5', 1234.5],
    ['de', '1234,5', 1234.5],
    ['de', '1.234.567,89', 1234567.89],
    ['de', ',5', 0.5],
    ['de', '-12,25', -12.25],
    ['de', ' 42 ', 42],
    ['de', '1.234', 1234],
    ['de', '12,', 12],
    ['en', '1,234.5', 1234.5],
    ['en', '1234.5', 1234.5],
    ['en', '1,234,567.89', 1234567.89],
    ['en', '.5', 0.5],
    ['en', '-0', 0],
    ['en', '1 234.5', 1234.5],
  ] as const)('%s reads %j as %d', (language, text, expected) => {
    expect(parseLocaleNumber(text, language)).toEqual({ value: expected, error: null });
  });

  it.each([
    ['de', ''],
    ['en', '   '],
  ] as const)('%s reads %j as empty', (language, text) => {
    expect(parseLocaleNumber(text, language)).toEqual({ value: null, error: null });
  });

  it.each([
    ['de', 'abc'],
    ['de', '1.5'],
    ['de', '1,2,3'],
    ['de', '12.34,5'],
    ['en', '1,5'],
    ['en', '1.2.3'],
    ['en', '1e5'],
    ['en', '-'],
    ['en', '.'],
    ['de', '1.234.5'],
  ] as const)('%s rejects %j', (language, text) => {
    expect(parseLocaleNumber(text, language)).toEqual({ value: null, error: 'invalid' });
  });

  it.each([
    ['de', '1,234', 1.234],
    ['en', '1.234', 1.234],
    ['en', '0.001', 0.001],
  ] as const)('%s flags too many decimals in %j but keeps the value', (language, text, value) => {
    expect(parseLocaleNumber(text, language)).toEqual({ value, error: 'maxDecimals' });
  });

  it('honours a custom decimal limit', () => {
    expect(parseLocaleNumber('1,5', 'de', 0).error).toBe('maxDecimals');
    expect(parseLocaleNumber('1.125', 'en', 3).error).toBeNull();
  });
});

describe('formatLocaleNumber', () => {
  it.each([
    [1234.5, 'de', '1.234,5'],
    [1234.5, 'en', '1,234.5'],
    [1234567.891, 'de', '1.234.567,89'],
    [0.5, 'en', '0.5'],
    [-12, 'de', '-12'],
  ] as const)('formats %d in %s as %j', (value, language, expected) => {
    expect(formatLocaleNumber(value, language)).toBe(expected);
  });

  it('formats nothing for empty values', () => {
    expect(formatLocaleNumber(null, 'de')).toBe('');
    expect(formatLocaleNumber(undefined, 'en')).toBe('');
  });

  it('supports fixed decimals and no grouping', () => {
    expect(formatLocaleNumber(12, 'de', { minDecimals: 2 })).toBe('12,00');
    expect(formatLocaleNumber(1234.5, 'en', { useGrouping: false })).toBe('1234.5');
  });

  it.each([1234.5, 0.25, 1234567.89, -3.1, 0])('round-trips %d through both languages', (value) => {
    for (const language of ['de', 'en'] as const) {
      expect(parseLocaleNumber(formatLocaleNumber(value, language), language).value).toBe(value);
    }
  });
});

describe('countDecimals', () => {
  it.each([
    [1, 0],
    [1.5, 1],
    [1.25, 2],
    [0.001, 3],
    [1e-7, 7],
  ])('%d has %d decimals', (value, expected) => {
    expect(countDecimals(value)).toBe(expected);
  });
});

describe('formatEuro', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it('groups every amount the same way in German, four digits as five (no "8000 €" beside "10.000 €")', () => {
    expect(plain(formatEuro(8000, 'de', { isWhole: true }))).toBe('8.000 €');
    expect(plain(formatEuro(10000, 'de', { isWhole: true }))).toBe('10.000 €');
    expect(plain(formatEuro(1234.5, 'de'))).toBe('1.234,50 €');
  });

  it('writes English amounts with the euro sign first and comma grouping', () => {
    expect(formatEuro(8000, 'en', { isWhole: true })).toBe('€8,000');
    expect(formatEuro(2000.5, 'en')).toBe('€2,000.50');
  });
});

describe('formatEuroTick', () => {
  it('writes whole, grouped euros on a wide chart in both languages', () => {
    expect(formatEuroTick(10_000, 'de', false)).toBe('10.000\u00a0€');
    expect(formatEuroTick(8_000, 'de', false)).toBe('8.000\u00a0€');
    expect(formatEuroTick(10_000, 'en', false)).toBe('€10,000');
  });

  it('writes thousands on a narrow chart so that the tick fits, small amounts as they are', () => {
    expect(formatEuroTick(15_000, 'de', true)).toBe('15 T€');
    expect(formatEuroTick(2_500, 'de', true)).toBe('2,5 T€');
    expect(formatEuroTick(15_000, 'en', true)).toBe('€15k');
    expect(formatEuroTick(500, 'de', true)).toBe('500\u00a0€');
  });
});
