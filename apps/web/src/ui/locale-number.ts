import { MAX_DECIMALS } from '@fm/contract/constants';
import type { Language } from '@fm/contract/enums';

/** Number text in the interface language (docs/product.md §9: German comma decimal, English dot decimal). */

type Separators = { group: string; decimal: string };

const SEPARATORS: Record<Language, Separators> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const INTL_LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** The locale Intl formats in for an interface language: German for 'de', British English for anything else. */
export function intlLocale(language: string): string {
  return INTL_LOCALE[language === 'de' ? 'de' : 'en'];
}

export type ParseError = 'invalid' | 'maxDecimals';
export type ParsedNumber = { value: number | null; error: ParseError | null };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads what a user typed. Group separators are optional but, when used, must sit between groups of three
 * digits: '1.5' in German is rejected rather than silently read as 15. Spaces (also non-breaking) are ignored.
 * More than `maxDecimals` decimals give the value together with the 'maxDecimals' error.
 */
export function parseLocaleNumber(text: string, language: Language, maxDecimals: number = MAX_DECIMALS): ParsedNumber {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { value: null, error: null };
  const { group, decimal } = SEPARATORS[language];
  const g = escapeRegExp(group);
  const d = escapeRegExp(decimal);
  const pattern = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`);
  const match = pattern.exec(compact);
  const [, sign = '', integerPart = '', fraction] = match ?? [];
  if (!match || (integerPart === '' && !fraction)) return { value: null, error: 'invalid' };
  const normalized = `${sign}${integerPart.split(group).join('') || '0'}.${fraction || '0'}`;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { value: null, error: 'invalid' };
  const normalizedValue = Object.is(value, -0) ? 0 : value;
  return { value: normalizedValue, error: (fraction?.length ?? 0) > maxDecimals ? 'maxDecimals' : null };
}

export type FormatOptions = { maxDecimals?: number; minDecimals?: number; useGrouping?: boolean };

/** Shows a number the way the interface language writes it: 1234.5 → '1.234,5' (de) or '1,234.5' (en). */
export function formatLocaleNumber(
  value: number | null | undefined,
  language: Language,
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const { maxDecimals = MAX_DECIMALS, minDecimals = 0, useGrouping = true } = options;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: Math.max(minDecimals, maxDecimals),
    useGrouping,
  }).format(value);
}

/** Number of decimals a value carries (1.25 → 2), used to check values that arrive as numbers. */
export function countDecimals(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/**
 * Euros in the interface language, always grouped: German writes 8.000 € beside 10.000 € (Intl's default leaves
 * four-digit amounts ungrouped in German). `isWhole` drops the cents, for chart axes.
 */
export function formatEuro(amount: number, language: string, options: { isWhole?: boolean } = {}): string {
  const digits = options.isWhole ? 0 : 2;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A chart's euro tick: whole euros, or on a narrow chart thousands ("15 T€", "€15k") so that every tick fits. */
export function formatEuroTick(amount: number, language: string, isNarrow: boolean): string {
  if (!isNarrow || Math.abs(amount) < 1000) return formatEuro(amount, language, { isWhole: true });
  const isGerman = language === 'de';
  const thousands = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(amount / 1000);
  return isGerman ? `${thousands} T€` : `€${thousands}k`;
}
