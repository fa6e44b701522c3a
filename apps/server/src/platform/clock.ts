import { berlinDateOf } from '@fm/contract/dates';

/** Where the server reads the time. Tests move it (`setClock`) instead of patching Date. */
export type Clock = { now: () => Date };

const SYSTEM_CLOCK: Clock = { now: () => new Date() };
let clock: Clock = SYSTEM_CLOCK;

/** Today as a Berlin calendar date (YYYY-MM-DD): submitted dates, financial years, replacements. */
export const today = (): string => berlinDateOf(clock.now());
export const now = (): Date => clock.now();

/** Replaces the clock (tests only); `setClock(null)` goes back to the system clock. */
export function setClock(next: Clock | null) {
  clock = next ?? SYSTEM_CLOCK;
}
