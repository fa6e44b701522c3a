import { vi } from 'vitest';

/** A MediaQueryList for `query` that answers `matches` and never changes. */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Makes `matchMedia(query)` answer `matches` for queries containing `fragment` (e.g. 'prefers-color-scheme: dark'). */
export function stubMatchMedia(fragment: string, matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, query.includes(fragment) ? matches : false),
  );
}

type ObserverEntry = { callback: IntersectionObserverCallback; targets: Element[] };

/**
 * A controllable IntersectionObserver: `intersect()` reports every observed element as visible to the observers
 * alive at that moment. Returns the helper and installs it on window until `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers = new Set<ObserverEntry>();
  class ControlledIntersectionObserver {
    private readonly entry: ObserverEntry;
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);
  return {
    intersect(isIntersecting = true) {
      for (const observer of [...observers]) {
        const entries = observer.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry);
        observer.callback(entries, {} as IntersectionObserver);
      }
    },
    get count() {
      return observers.size;
    },
  };
}
