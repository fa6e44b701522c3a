/** `%word%` for ILIKE, with the wildcards `%` and `_` (and the escape `\`) in the user's word taken literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
