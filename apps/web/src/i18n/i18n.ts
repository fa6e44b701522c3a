import { FALLBACK_LANGUAGE } from '@fm/contract/constants';
import { LANGUAGES, type Language } from '@fm/contract/languages';
import { ALL_MESSAGES } from '@fm/contract/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { UI_MESSAGES } from '../ui/ui-messages.ts';
import { DE } from './locales/de.ts';
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

export function buildResources() {
  const forLanguage = (language: Language, appTexts: Tree): Tree => {
    const merged = CONTRACT_CATALOGUES.reduce<Tree>(
      (tree, texts) => deepMerge(tree, nestCatalogue(texts, language)),
      {},
    );
    return deepMerge(deepMerge(merged, appTexts), { ui: UI_MESSAGES[language] as unknown as Tree });
  };
  return {
    en: { translation: forLanguage('en', EN as unknown as Tree) },
    de: { translation: forLanguage('de', DE as unknown as Tree) },
  };
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: usePreferencesStore.getState().language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The language follows the preferences store (docs/product.md §12: persisted). */
usePreferencesStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.changeLanguage(state.language);
});
