/** `%word%` for ILIKE, with the wildcards `%` and `_` (and the escape `\`) in the user's word taken literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A letter or a digit: what pg_trgm makes its trigrams of. */
const WORD_CHARACTER = '[\\p{L}\\p{N}]';

/**
 * Whether pg_trgm's trigram indexes can answer `%word%`: the word holds three letters or digits in a row. Without,
 * ("gs", "a", "4 7") the pattern yields no trigram, and the index cannot narrow the rows it must read.
 */
export function hasTrigram(word: string): boolean {
  return new RegExp(`${WORD_CHARACTER}{3}`, 'u').test(word);
}

/**
 * Whether the word is looked up by its tripled form (decision 043): it has no trigram of its own, but a letter or a
 * digit, whose tripled form has one ("-" has none either way).
 */
export function isShortWord(word: string): boolean {
  return !hasTrigram(word) && new RegExp(WORD_CHARACTER, 'u').test(word);
}

/** The word with every character written three times, as fm_tripled writes a text (migration 0019). */
export function tripled(word: string): string {
  return Array.from(word, (character) => character.repeat(3)).join('');
}

/** The characters codes are written with between their parts ("GS-2026-0001", "BK/12"), as fm_joined reads them. */
const CODE_SEPARATORS = /[ \-/._]/g;

/** The word with every separator of a code written as q, as fm_joined writes a code (migration 0021). */
export function joined(word: string): string {
  return word.replace(CODE_SEPARATORS, 'q');
}

/**
 * Whether a code's joined form answers the word better than its trigrams: the word has a separator (so its parts'
 * trigrams do not say how they follow each other), and its joined form has a trigram ("GS-1" → "GSq1").
 */
export function isJoinedWord(word: string): boolean {
  const joinedWord = joined(word);
  return joinedWord !== word && hasTrigram(joinedWord);
}

/**
 * Whether the word is a phrase with a joint (migration 0036): two words of two characters or more next to each other,
 * one space apart, as fm_word_joints reads them.
 */
export function hasWordJoint(word: string): boolean {
  const words = word.split(' ');
  return words.some(
    (each, index) => index > 0 && Array.from(each).length >= 2 && Array.from(words[index - 1]!).length >= 2,
  );
}

/**
 * The phrase's words that have a trigram of their own (hasTrigram), each with the character before it in the phrase
 * when that is a separator: "Bench booking 123" gives "Bench", " booking", " 123". A text holding the phrase holds
 * each, and pg_trgm reads a word after a separator as a word's start, whose trigrams are rarer (" 12").
 */
export function wordsWithTheirSeparators(phrase: string): string[] {
  return (phrase.match(/[^\p{L}\p{N}]?[\p{L}\p{N}]+/gu) ?? []).filter(hasTrigram);
}
