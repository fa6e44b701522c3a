import { LANGUAGES, type Language } from '@fm/contract/languages';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** 'system' follows the operating system's dark preference (docs/product.md §12: the default). */
export type ThemePreference = 'light' | 'dark' | 'system';

type PreferencesState = {
  theme: ThemePreference;
  language: Language;
  /** False until the person picks a language (or signs in with one); until then the browser's language applies. */
  languageChosen: boolean;
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: Language) => void;
};

/** The first supported language in the browser's preference list (`de-AT` → `de`), English otherwise. */
export function browserLanguage(preferred: readonly string[] | undefined = globalThis.navigator?.languages): Language {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return 'en';
}

/** Theme and language, persisted in localStorage (docs/product.md §12: persisted client state). */
export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: 'system',
      language: browserLanguage(),
      languageChosen: false,
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language, languageChosen: true }),
    }),
    {
      name: 'fm-preferences',
      // A language stored before the person chose one yields to the browser's. Earlier versions stored 'en' by
      // default and no flag, so only a stored German counts as chosen there.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PreferencesState>;
        const chosen = stored.languageChosen ?? (stored.language !== undefined && stored.language !== 'en');
        return {
          ...current,
          ...stored,
          language: chosen && stored.language ? stored.language : current.language,
          languageChosen: chosen,
        };
      },
    },
  ),
);
