import { expect, test } from 'vitest';
import { hasTrigram, isJoinedWord, joined, likePattern, tripled, wordsWithTheirSeparators } from './like-pattern.ts';

test('search words match anywhere and their wildcards are taken literally', () => {
  expect(likePattern('Anna')).toBe('%Anna%');
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});

test('a word has a trigram when it holds three letters or digits in a row, umlauts included', () => {
  expect(['Anna', 'Müh', '4711', 'ab1', 'BENCH-GS-5-1'].filter(hasTrigram)).toEqual([
    'Anna',
    'Müh',
    '4711',
    'ab1',
    'BENCH-GS-5-1',
  ]);
  expect(['a', 'GS', 'ü', '4 7', 'ab cd', 'x-y-z', ''].some(hasTrigram)).toBe(false);
});

test('a word is tripled character by character, wildcards and umlauts alike', () => {
  expect(tripled('Gs')).toBe('GGGsss');
  expect(tripled('ü%')).toBe('üüü%%%');
  expect(likePattern(tripled('5%'))).toBe('%555\\%\\%\\%%');
});

test('a code word is joined at its separators, and only a word with a separator and a trigram once joined is', () => {
  expect(joined('BENCH-GS 5/1.x_y')).toBe('BENCHqGSq5q1qxqy');
  expect(joined('50%')).toBe('50%');
  expect(['GS-5-1', 'GS-1', 'a b c', 'BK/12'].filter(isJoinedWord)).toEqual(['GS-5-1', 'GS-1', 'a b c', 'BK/12']);
  expect(['GS2026', 'G-', '-', 'Anna', '5%1'].some(isJoinedWord)).toBe(false);
});

test("a phrase's words with a trigram, each with the separator before it", () => {
  expect(wordsWithTheirSeparators('Bench booking 123')).toEqual(['Bench', ' booking', ' 123']);
  expect(wordsWithTheirSeparators('GS-2026-0001')).toEqual(['-2026', '-0001']);
  expect(wordsWithTheirSeparators('  Müller, Straße 4')).toEqual([' Müller', ' Straße']);
  expect(wordsWithTheirSeparators('ab 12')).toEqual([]);
});
