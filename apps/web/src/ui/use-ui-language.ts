import type { Language } from '@fm/contract/enums';
import { useTranslation } from 'react-i18next';

/** The interface language as the contract names it ('de-DE' → 'de'; anything else → 'en'). */
export function toLanguage(code: string | undefined): Language {
  return code?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
