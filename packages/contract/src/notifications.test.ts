import { describe, expect, test } from 'vitest';
import { NOTIFICATION_MESSAGES } from './notifications.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('notification texts', () => {
  test.each(Object.entries(NOTIFICATION_MESSAGES))('%s says the same in en and de', (_key, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.de.trim()).not.toBe('');
    expect(placeholders(text.de)).toEqual(placeholders(text.en));
  });
});
