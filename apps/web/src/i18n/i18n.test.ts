import { API_MESSAGES } from '@fm/contract/messages';
import { describe, expect, it } from 'vitest';
import { buildLanguageResources, i18n, loadLanguage } from './i18n.ts';
import { DE } from './locales/de.ts';
import { EN } from './locales/en.ts';

type Tree = { [key: string]: unknown };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('i18n resources', () => {
  it('has the same app keys in English and German', () => {
    expect(keysOf(DE)).toEqual(keysOf(EN));
  });

  it('finds the contract messages under their own keys in both languages', async () => {
    await loadLanguage('de');
    for (const [key, text] of Object.entries(API_MESSAGES)) {
      expect(i18n.t(key, { lng: 'en' })).toBe(text.en);
      expect(i18n.t(key, { lng: 'de' })).toBe(text.de);
    }
  });

  it('merges the shared-widget texts under ui', () => {
    expect(buildLanguageResources('en', EN)).toHaveProperty('ui');
    expect(buildLanguageResources('de', DE)).toHaveProperty('ui');
  });
});
