import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';
import {
  COMMON_PASSWORDS,
  companyIdField,
  dayHoursField,
  emailField,
  financialYearField,
  formatIban,
  hasAtMostDecimals,
  hoursField,
  ibanField,
  issueMessage,
  linkField,
  moneyField,
  passwordField,
  requiredText,
  websiteField,
} from './validation.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('hasAtMostDecimals', () => {
  it.each([0, 1, 0.1, 0.29, 1.005 - 0.005, 19.99, 123456789.12, 999999999.99, 0.07, 4.35])('accepts %d', (value) => {
    expect(hasAtMostDecimals(value)).toBe(true);
  });
  it.each([0.001, 1.005, 19.999, 123456789.123, 1e-12, 5e-324, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %d',
    (value) => {
      expect(hasAtMostDecimals(value)).toBe(false);
    },
  );
});

describe('money and hours', () => {
  it.each([moneyField, hoursField])('accept 0, whole numbers and 2 decimals', (schema) => {
    for (const value of [0, 7, 0.29, 12.5, 1234.56]) expect(schema.parse(value)).toBe(value);
  });
  it.each([moneyField, hoursField])('reject 3 decimals with the max-decimals key', (schema) => {
    expect(firstMessage(schema, 1.234)).toBe('validation.maxDecimals');
    expect(firstMessage(schema, 0.005)).toBe('validation.maxDecimals');
  });
  it.each([moneyField, hoursField])('reject negatives and non-numbers', (schema) => {
    expect(firstMessage(schema, -0.01)).toBe('validation.minValue');
    expect(firstMessage(schema, '12')).toBe('validation.double');
    expect(firstMessage(schema, undefined)).toBe('validation.required');
  });
  it('bounds a day’s hours to (0, 24]', () => {
    expect(dayHoursField.safeParse(0).success).toBe(false);
    // More than 0 but no hundredth of an hour: it would be stored as 0 minutes.
    expect(firstMessage(dayHoursField, 5e-324)).toBe('validation.maxDecimals');
    expect(dayHoursField.safeParse(24).success).toBe(true);
    expect(dayHoursField.safeParse(24.01).success).toBe(false);
  });
});

describe('passwordField', () => {
  it('accepts 8+ characters with a number or symbol that are not common', () => {
    expect(passwordField.safeParse('Sonnen8lume').success).toBe(true);
    expect(passwordField.safeParse('grüne wiese!').success).toBe(true);
  });
  it('says too short below 8 characters', () => {
    expect(firstMessage(passwordField, 'ab1!')).toBe('validation.passwordMin');
    expect(firstMessage(passwordField, '')).toBe('validation.required');
  });
  it('needs a number or symbol', () => {
    expect(firstMessage(passwordField, 'onlyletters')).toBe('validation.passwordNumberOrSymbol');
  });
  it('refuses commonly used passwords in any case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    expect(firstMessage(passwordField, 'Password1')).toBe('validation.passwordCommon');
    expect(firstMessage(passwordField, 'qwerty123')).toBe('validation.passwordCommon');
  });
});

describe('text fields', () => {
  it('trims required text and refuses blanks and overlong text', () => {
    const schema = requiredText(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(firstMessage(schema, '   ')).toBe('validation.required');
    expect(firstMessage(schema, 'abcdef')).toBe('validation.max');
    expect(firstMessage(schema, undefined)).toBe('validation.required');
  });
  it('normalises e-mail addresses', () => {
    expect(emailField.parse('  Anna.Schmidt@Example.DE ')).toBe('anna.schmidt@example.de');
    expect(firstMessage(emailField, 'anna@')).toBe('validation.email');
  });
  it('wants exactly four digits as company ID', () => {
    expect(companyIdField.parse('0420')).toBe('0420');
    for (const value of ['420', '04200', 'abcd'])
      expect(firstMessage(companyIdField, value)).toBe('validation.companyId');
  });
  it('checks web sites and links', () => {
    expect(websiteField.safeParse('example.com').success).toBe(true);
    expect(websiteField.safeParse('https://www.example.com/about').success).toBe(true);
    expect(firstMessage(websiteField, 'not a site')).toBe('validation.invalidWebsite');
    expect(linkField.safeParse('https://portfolio.example.com/x').success).toBe(true);
    expect(firstMessage(linkField, 'ftp://example.com')).toBe('validation.invalidLink');
    expect(firstMessage(linkField, 'javascript:alert(1)')).toBe('validation.invalidLink');
  });
  it('checks the IBAN checksum', () => {
    expect(ibanField.parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(firstMessage(ibanField, 'DE89370400440532013001')).toBe('validation.invalidIban');
  });
  it('checks financial year labels', () => {
    expect(financialYearField.safeParse('2026/27').success).toBe(true);
    expect(financialYearField.safeParse('1999/00').success).toBe(true);
    expect(financialYearField.safeParse('2026/28').success).toBe(false);
  });
});

describe('issueMessage', () => {
  it('turns issues into known keys with their placeholders', () => {
    const [tooLong] = requiredText(5).safeParse('abcdefg').error!.issues;
    expect(issueMessage({ ...tooLong!, path: ['title'] })).toEqual({
      key: 'validation.max',
      params: { field: 'title', length: 5, max: 5 },
    });
    const [decimals] = moneyField.safeParse(1.234).error!.issues;
    expect(issueMessage(decimals!)).toMatchObject({ key: 'validation.maxDecimals', params: { decimals: 2 } });
  });
  it('only produces keys that exist', () => {
    const samples: [z.ZodType, unknown][] = [
      [moneyField, -1],
      [passwordField, 'short'],
      [emailField, 'x'],
      [companyIdField, '1'],
      [ibanField, 'x'],
    ];
    for (const [schema, value] of samples) {
      for (const issue of schema.safeParse(value).error!.issues) {
        expect(Object.keys(VALIDATION_MESSAGES)).toContain(issueMessage(issue).key);
      }
    }
  });
});

describe('formatIban', () => {
  it('shows an IBAN in groups of four, however it was typed', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
