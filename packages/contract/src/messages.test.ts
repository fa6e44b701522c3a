import { describe, expect, it } from 'vitest';
import {
  ALL_MESSAGES,
  API_MESSAGES,
  CATALOGUE_MESSAGES,
  RULE_MESSAGES,
  translate,
  VALIDATION_MESSAGES,
} from './messages.ts';

const GROUPS = { API_MESSAGES, CATALOGUE_MESSAGES, VALIDATION_MESSAGES, RULE_MESSAGES };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(GROUPS))('%s', (_, messages) => {
  it.each(Object.entries(messages))('%s has en and de texts with the same placeholders', (_key, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.de.trim()).not.toBe('');
    expect(placeholders(text.de)).toEqual(placeholders(text.en));
    expect(text.de).not.toMatch(/\b(ae|oe|ue)\b|ß{2}/);
  });
});

describe('message keys', () => {
  it('are prefixed by their group and never collide', () => {
    for (const key of Object.keys(CATALOGUE_MESSAGES)) expect(key).toMatch(/^catalogue\.[a-z][A-Za-z]+$/);
    for (const key of Object.keys(VALIDATION_MESSAGES)) expect(key).toMatch(/^validation\.[a-z][A-Za-z]+$/);
    for (const key of Object.keys(RULE_MESSAGES)) expect(key).toMatch(/^rule\.[a-z][A-Za-z]+$/);
    const total = Object.values(GROUPS).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(Object.keys(ALL_MESSAGES)).toHaveLength(total);
  });

  it('cover the catalogue of docs/product.md §11 with its English texts', () => {
    const expected: Record<string, string> = {
      'catalogue.loginFailed': 'Login failed',
      'catalogue.sessionExpired': 'Session expired!',
      'catalogue.roleUpdateFailed': 'Role Update Failed',
      'catalogue.errorInAgencyBookingFreezeApi': 'Error in agency booking freeze API',
      'catalogue.errorUpdatingNotificationReadStatus': 'Error updating the notification read status',
      'catalogue.errorAddingAbsenceDates': 'Error on Adding Absence Dates',
      'catalogue.flatRatePaymentRequestNotCompleted': 'Could not complete flat rate booking payment request',
      'catalogue.errorDownloadingCfoReports': 'Error downloading cfo reports',
      'catalogue.loadingChunkFailed': 'Loading chunk failed',
      'catalogue.bookingHoursExceeded': 'Booking hours exceeded',
      'catalogue.bookingAmountExceeded': 'Booking amount exceeded',
      'catalogue.emailAlreadyInvited': 'This email address has already been invited',
      'catalogue.mailNotAllowed': 'This mail address is not allowed!',
      'catalogue.atLeastOneService': 'At least one service should be selected',
      'catalogue.atLeastOneActiveAllocation': 'There should be at least one active allocation',
      'catalogue.notAllowed': 'Sorry, you are not allowed to do this action',
    };
    for (const [key, en] of Object.entries(expected)) {
      expect(CATALOGUE_MESSAGES[key as keyof typeof CATALOGUE_MESSAGES].en).toBe(en);
    }
    expect(Object.keys(CATALOGUE_MESSAGES).length).toBeGreaterThanOrEqual(100);
  });

  it('hold the validation texts of docs/product.md §9', () => {
    expect(VALIDATION_MESSAGES['validation.required'].en).toBe('{field} is required');
    expect(VALIDATION_MESSAGES['validation.email'].en).toBe('Should be a valid e-mail address');
    expect(VALIDATION_MESSAGES['validation.double'].en).toBe('must be a valid decimal');
    expect(VALIDATION_MESSAGES['validation.passwordMin'].en).toBe('{field} is too short');
    expect(VALIDATION_MESSAGES['validation.fileSize'].en).toBe('size must be less than {size}KB');
  });
});

describe('translate', () => {
  it('fills placeholders and falls back to English, then to the key', () => {
    expect(translate(ALL_MESSAGES, 'validation.max', 'de', { field: 'Name', length: 100 })).toBe(
      'Name darf höchstens 100 Zeichen lang sein',
    );
    expect(translate(ALL_MESSAGES, 'rule.financialYearClosed', 'en', { year: '2025/26' })).toContain('2025/26');
    expect(translate(ALL_MESSAGES, 'nope.unknown', 'de')).toBe('nope.unknown');
  });

  it('fills every place, the same name twice, at either end, and leaves a place without a value as written', () => {
    const texts = { greeting: { en: '{name} and {name} met {other}', de: '{name} traf {other} am {day}' } };
    expect(translate(texts, 'greeting', 'en', { name: 'Anna', other: 'Jörg' })).toBe('Anna and Anna met Jörg');
    expect(translate(texts, 'greeting', 'de', { name: 'Anna', other: 7 })).toBe('Anna traf 7 am {day}');
    // Asked again, the text split once before gives the same.
    expect(translate(texts, 'greeting', 'de', { name: 'Lena', other: 'Paul', day: 'Montag' })).toBe(
      'Lena traf Paul am Montag',
    );
  });
});
