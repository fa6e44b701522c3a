import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixedMediaQueryList } from './browser-stubs.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * jsdom lacks matchMedia and IntersectionObserver. These stand-ins answer "no match" and "never visible";
 * tests that need other answers replace them (see src/test/browser-stubs.ts).
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}

if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: NoopIntersectionObserver,
    writable: true,
    configurable: true,
  });
}
