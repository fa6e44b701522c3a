import { FALLBACK_LANGUAGE } from '@fm/contract/constants';
import { LANGUAGES, type Language } from '@fm/contract/languages';
import { ALL_MESSAGES } from '@fm/contract/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { UI_MESSAGES } from '../ui/ui-messages.ts';
import { EN } from './locales/en.ts';
import { type CatalogueTexts, nestCatalogue, type Tree } from './nest-catalogue.ts';

/** The contract's texts: API_MESSAGES, CATALOGUE_MESSAGES, VALIDATION_MESSAGES and RULE_MESSAGES. */
const CONTRACT_CATALOGUES: CatalogueTexts[] = [ALL_MESSAGES];

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && !Array.isArray(value) && typeof existing === 'object' && !Array.isArray(existing)
        ? deepMerge({ ...existing }, value)
        : value;
  }
  return target;
}

/** One language's texts: the contract's catalogue, the app's texts and the shared widgets' texts, merged. */
export function buildLanguageResources(language: Language, appTexts: Tree): Tree {
  const merged = CONTRACT_CATALOGUES.reduce<Tree>((tree, texts) => deepMerge(tree, nestCatalogue(texts, language)), {});
  return deepMerge(deepMerge(merged, appTexts), { ui: UI_MESSAGES[language] as unknown as Tree });
}

/**
 * The app's texts per language. English, the fallback, comes with the app; German is a chunk of its own, loaded
 * before the first render when it is the chosen language (in parallel with the page's own chunk, main.tsx) or
 * when the user switches to it, so nobody downloads both.
 */
const APP_TEXTS: Record<Language, () => Promise<Tree>> = {
  en: async () => EN as unknown as Tree,
  de: () => import('./locales/de.ts').then((module) => module.DE as unknown as Tree),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: buildLanguageResources('en', EN as unknown as Tree) } },
  // German, when chosen, follows once its texts are there (switchLanguage, awaited before the first render).
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loadedLanguages = new Map<Language, Promise<void>>([['en', Promise.resolve()]]);

/** Adds a language's texts to i18next once; resolves when they are there (features' own texts keep theirs). */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = APP_TEXTS[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', buildLanguageResources(language, texts), true, false);
    });
    // A failed load (offline) may be retried by the next switch; until then the fallback texts show.
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

/** Shows the app in the language once its texts are there, unless another language was chosen meanwhile. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language).catch(() => undefined);
  if (usePreferencesStore.getState().language === language && i18n.language !== language)
    await i18n.changeLanguage(language);
}

/** The language follows the preferences store (docs/product.md §12: persisted). */
usePreferencesStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void switchLanguage(state.language);
});
