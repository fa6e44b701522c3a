import type { Language } from '@fm/contract/enums';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** 'system' follows the operating system's dark preference (document 2 §9: the default). */
export type ThemePreference = 'light' | 'dark' | 'system';

type PreferencesState = {
  theme: ThemePreference;
  language: Language;
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: Language) => void;
};

/** Theme and language, persisted in localStorage (document 2 §9: persisted client state). */
export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: 'system',
      language: 'en',
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
    }),
    { name: 'fm-preferences' },
  ),
);
