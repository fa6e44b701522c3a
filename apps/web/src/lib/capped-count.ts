import { LIST_COUNT_CAP } from '@fm/contract/envelope';

/**
 * A count that the server stops at LIST_COUNT_CAP (the unread notifications and messages, what waits for finance),
 * in the user's language: the cap reads "10,000+" ("10.000+" in German) rather than as an exact number.
 */
export function cappedCountText(count: number, language: string): string {
  return count >= LIST_COUNT_CAP ? `${LIST_COUNT_CAP.toLocaleString(language)}+` : count.toLocaleString(language);
}
