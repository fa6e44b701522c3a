import { describe, expect, it } from 'vitest';
import { UI_MESSAGES } from './ui-messages.ts';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('UI_MESSAGES', () => {
  const en = flatten(UI_MESSAGES.en);
  const de = flatten(UI_MESSAGES.de);

  it('has the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty texts and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(de[key]?.trim(), key).not.toBe('');
      expect(placeholders(de[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
