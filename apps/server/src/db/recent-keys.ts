import { performance } from 'node:perf_hooks';

/** Keys remembered for a window: `has` is true while the key was added less than `windowMs` ago. */
export type RecentKeys = { has(key: string): boolean; add(key: string): void; readonly size: number };

/**
 * Keys remembered for `windowMs`, at most `maxKeys` of them: adding one more forgets the oldest. A key added
 * again starts its window anew.
 */
export function createRecentKeys(
  windowMs: number,
  maxKeys: number,
  clock: () => number = () => performance.now(),
): RecentKeys {
  const addedAt = new Map<string, number>();
  return {
    has(key) {
      const at = addedAt.get(key);
      if (at === undefined) return false;
      if (clock() - at < windowMs) return true;
      addedAt.delete(key);
      return false;
    },
    add(key) {
      addedAt.delete(key);
      addedAt.set(key, clock());
      if (addedAt.size > maxKeys) addedAt.delete(addedAt.keys().next().value!);
    },
    get size() {
      return addedAt.size;
    },
  };
}
