/**
 * The interface languages. A module of its own without zod, so that every page's first download can read them
 * without the contract's schemas (enums.ts builds `languageSchema` from them and re-exports both).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
