import { describe, expect, test } from 'vitest';
import { MAIL_TEXTS, mailText } from './mail-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('mail texts', () => {
  test.each(Object.entries(MAIL_TEXTS))('%s says the same in en and de', (key, text) => {
    expect(key).toMatch(/^mail\.[a-z][A-Za-z]+(Subject|Body)$/);
    expect(text.en.trim()).not.toBe('');
    expect(text.de.trim()).not.toBe('');
    expect(placeholders(text.de)).toEqual(placeholders(text.en));
  });

  test('fill their placeholders in the reader’s language', () => {
    expect(
      mailText('mail.creditNoteIssuedBody', 'de', { number: 'GS-2026-001-00001', gross: '1.190,00 €', link: 'L' }),
    ).toBe('Ihre Gutschrift GS-2026-001-00001 über 1.190,00 € liegt bei.\n\nL');
    expect(mailText('mail.invitationByAgencyBody', 'en', { agency: 'Nordlicht', link: 'L' })).toContain(
      'invited to the freelancer marketplace by Nordlicht.',
    );
  });
});
