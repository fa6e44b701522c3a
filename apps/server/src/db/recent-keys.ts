/**
 * Keys remembered for a window: `has` is true while the key was added less than `windowMs` ago, `isStale` for
 * `staleMs` after that (known, but worth learning again).
 */
export type RecentKeys = {
  has(key: string): boolean;
  isStale(key: string): boolean;
  add(key: string): void;
  delete(key: string): void;
  readonly size: number;
};

/**
 * Keys remembered for `windowMs` and, stale, for `staleMs` after it, at most `maxKeys` of them: adding one more
 * forgets the oldest. A key added again starts its window anew.
 */
export function createRecentKeys(
  windowMs: number,
  maxKeys: number,
  // The global clock, which a test may stand in for (vi.useFakeTimers with 'performance').
  clock: () => number = () => performance.now(),
  staleMs = 0,
): RecentKeys {
  const addedAt = new Map<string, number>();
  /** How long ago the key was added, or undefined when it is not (or no longer) known. */
  const ageOf = (key: string) => {
    const at = addedAt.get(key);
    if (at === undefined) return undefined;
    const age = clock() - at;
    if (age < windowMs + staleMs) return age;
    addedAt.delete(key);
    return undefined;
  };
  return {
    has(key) {
      const age = ageOf(key);
      return age !== undefined && age < windowMs;
    },
    isStale(key) {
      const age = ageOf(key);
      return age !== undefined && age >= windowMs;
    },
    add(key) {
      addedAt.delete(key);
      addedAt.set(key, clock());
      if (addedAt.size > maxKeys) addedAt.delete(addedAt.keys().next().value!);
    },
    delete(key) {
      addedAt.delete(key);
    },
    get size() {
      return addedAt.size;
    },
  };
}
