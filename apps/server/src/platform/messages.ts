import type { Language } from '@fm/contract/enums';
import { ALL_MESSAGES, translate } from '@fm/contract/messages';

export function message(key: string, language: Language, params: Record<string, string | number> = {}): string {
  return translate(ALL_MESSAGES, key, language, params);
}

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
