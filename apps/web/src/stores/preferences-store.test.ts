import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, usePreferencesStore } from './preferences-store.ts';

afterEach(() => {
  usePreferencesStore.setState({ language: 'en', languageChosen: false });
});

describe('default language', () => {
  it('follows a German browser, with or without a region', () => {
    expect(browserLanguage(['de-DE', 'en'])).toBe('de');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('de');
    expect(browserLanguage(['en-GB', 'de'])).toBe('en');
  });

  it('falls back to English for a browser with no supported language', () => {
    expect(browserLanguage(['fr-FR', 'it'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("keeps the browser's language over a stored default until the person chooses one", async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });
    try {
      usePreferencesStore.setState({ language: browserLanguage(), languageChosen: false });
      localStorage.setItem('fm-preferences', JSON.stringify({ state: { theme: 'dark', language: 'en' }, version: 0 }));
      await usePreferencesStore.persist.rehydrate();
      expect(usePreferencesStore.getState().language).toBe('de');
      expect(usePreferencesStore.getState().theme).toBe('dark');

      usePreferencesStore.getState().setLanguage('en');
      await usePreferencesStore.persist.rehydrate();
      expect(usePreferencesStore.getState().language).toBe('en');
      expect(JSON.parse(localStorage.getItem('fm-preferences') ?? '{}').state.languageChosen).toBe(true);
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      if (original) Object.defineProperty(Navigator.prototype, 'languages', original);
    }
  });
});
