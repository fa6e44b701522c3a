import { performance } from 'node:perf_hooks';

/** Most entries an instance keeps; beyond it the expired ones go, and if that is not enough, all of them. */
const MAX_ENTRIES = 20_000;

/** Every live cache of this process: told when sessions end, wherever in the process that happens. */
const caches = new Set<SessionCheckCache<unknown>>();

/**
 * Called where sessions end (idp/sessions.ts: logout, revocation, deactivation, password or role change): every
 * cache of this process forgets what it knew, so the next request of any user checks the database again.
 */
export function forgetSessionChecks(): void {
  for (const cache of caches) cache.clear();
}

export type SessionCheckCache<T> = {
  /** The value stored under the key, while it is younger than the window. */
  get(key: string): T | undefined;
  /**
   * Where a check starts: `set` stores its result only if nothing was forgotten since, so a check that read
   * the database while a logout committed cannot put the old answer back.
   */
  readonly generation: number;
  set(key: string, value: T, startedAt: number): void;
  /** Forgets everything (a change made through this instance, or a session that ended). */
  clear(): void;
  /** Stops listening to forgetSessionChecks (the app closes). */
  close(): void;
  readonly size: number;
};

/**
 * The verified-token → session-check results of one app instance for `windowMs` (AUTH_CACHE_SECONDS). With
 * a window of 0 nothing is stored. Per instance: another instance's change is seen here within the window.
 */
export function createSessionCheckCache<T>(
  windowMs: number,
  clock: () => number = () => performance.now(),
): SessionCheckCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  const cache: SessionCheckCache<T> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock() - entry.at < windowMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    get generation() {
      return generation;
    },
    set(key, value, startedAt) {
      if (windowMs <= 0 || startedAt !== generation) return;
      const at = clock();
      if (entries.size >= MAX_ENTRIES) {
        for (const [stored, entry] of entries) if (at - entry.at >= windowMs) entries.delete(stored);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      entries.set(key, { value, at });
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    close() {
      caches.delete(cache as SessionCheckCache<unknown>);
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  if (windowMs > 0) caches.add(cache as SessionCheckCache<unknown>);
  return cache;
}
