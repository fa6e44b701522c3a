import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';
import { dropWaitingSnackbars } from '../ui/snackbar.tsx';
import { fixedMediaQueryList } from './browser-stubs.ts';

// The app loads German texts when a user chooses German; screens are tested in both languages from the start.
await loadLanguage('de');
// Snackbars load notistack with the first message; screens assert snackbars within findBy's default wait, which the
// first transform of notistack can exceed on a busy machine, so the module is loaded once up front.
await import('../ui/snackbar-host.tsx');

/**
 * A response stub that drifts from the contract fails its test (the API client only warns, so that a drift never
 * blanks a screen in production): screens are tested with answers the server can give.
 */
const contractDrifts: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('does not match the contract')) contractDrifts.push(args[0]);
  warn(...args);
};

afterEach(() => {
  cleanup();
  dropWaitingSnackbars();
  localStorage.clear();
  const drifts = contractDrifts.splice(0);
  if (drifts.length > 0) throw new Error(`The test's API stubs drift from the contract:\n${drifts.join('\n')}`);
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
