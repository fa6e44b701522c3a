import { LIST_COUNT_CAP } from '@fm/contract/envelope';

/**
 * An unread count as the labels read it. The server counts unread notifications and messages up to LIST_COUNT_CAP,
 * so the cap reads "10,000+" ("10.000+" in German) rather than as an exact number.
 */
export function unreadCountText(count: number, language: string): string {
  return count >= LIST_COUNT_CAP ? `${LIST_COUNT_CAP.toLocaleString(language)}+` : String(count);
}
