import type { Language } from '@fm/contract/enums';
import * as contractMessages from '@fm/contract/messages';

type Text = { en: string; de: string };

/** Every message table the contract exports, merged: API_MESSAGES, CATALOGUE_MESSAGES, VALIDATION_MESSAGES, … */
const ALL_MESSAGES: Record<string, Text> = Object.assign(
  {},
  ...Object.entries(contractMessages)
    .filter(([name, value]) => name.endsWith('_MESSAGES') && typeof value === 'object')
    .map(([, value]) => value),
);

export function hasMessage(key: string): boolean {
  return key in ALL_MESSAGES;
}

export function message(key: string, language: Language, params: Record<string, string | number> = {}): string {
  return contractMessages.translate(ALL_MESSAGES, key, language, params);
}

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
