/** Texts of the shared widgets (namespace `ui`), merged into i18next by src/i18n. */
export const UI_MESSAGES = {
  en: {},
  de: {},
} as const;
