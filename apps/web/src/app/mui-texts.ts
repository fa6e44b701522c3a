import type { Language } from '@fm/contract/enums';
import { enUS, type Localization } from '@mui/material/locale';

/**
 * The German number format of MUI's table pagination, built at its first use. MUI's own `deDE` builds an
 * Intl.NumberFormat when its module is evaluated, which made the first Intl object (ICU's locale data loaded,
 * about 30 ms) part of the app's entry on every page, before anything could paint; only a paginated table reads it.
 */
let germanNumberFormat: Intl.NumberFormat | null = null;
function formatGermanNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  germanNumberFormat ??= new Intl.NumberFormat('de-DE');
  return germanNumberFormat.format(value);
}

function germanPageLabel(type: string): string {
  if (type === 'first') return 'Zur ersten Seite';
  if (type === 'last') return 'Zur letzten Seite';
  if (type === 'next') return 'Zur nächsten Seite';
  return 'Zur vorherigen Seite';
}

/** MUI's German texts, as in @mui/material/locale's `deDE` (MUI 9), with the number format built lazily. */
const DE_DE: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Pfad anzeigen' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: germanPageLabel,
        labelRowsPerPage: 'Zeilen pro Seite:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatGermanNumber(from)}–${formatGermanNumber(to)} von ${count !== -1 ? formatGermanNumber(count) : `mehr als ${formatGermanNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} ${value !== 1 ? 'Sterne' : 'Stern'}`,
        emptyLabelText: 'Keine Wertung',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Leeren',
        closeText: 'Schließen',
        loadingText: 'Wird geladen…',
        noOptionsText: 'Keine Optionen',
        openText: 'Öffnen',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Schließen' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navigation via Seitennummerierung',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Gehe zu '}Seite ${page}` : germanPageLabel(type),
      },
    },
  },
};

/**
 * MUI's own texts (Autocomplete "No options", "Clear", pagination) in the user's language; the date pickers' texts
 * come with the pickers (DateLocalization).
 */
export const MUI_LOCALES: Record<Language, Localization> = { de: DE_DE, en: enUS };
