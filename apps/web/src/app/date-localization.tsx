import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/** The pickers' own texts (toolbar titles, "Cancel", "OK", the field's DD.MM.YYYY placeholder letters). */
const PICKER_TEXTS = { de: deDE, en: enUS } as const;

/**
 * Dates in the user's language: dayjs's global locale, which the pages' formatters use, and the date pickers'
 * adapter with its texts. Only the signed-in shell and the design system page need it, so the sign-in pages' first
 * download leaves dayjs, the pickers' adapter and their texts out.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  // Monday-first weeks in both languages (docs/product.md §9): en-gb rather than en-us.
  const dateLocale = language === 'de' ? 'de' : 'en-gb';
  // Set while rendering, before the pages below format their first dates; idempotent, so a repeated render is harmless.
  if (dayjs.locale() !== dateLocale) dayjs.locale(dateLocale);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dateLocale}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
