import { DATE_FORMAT } from '@fm/contract/constants';
import type { Language } from '@fm/contract/enums';
import dayjs from 'dayjs';
import { formatEuro, intlLocale } from '../../../ui/locale-number.ts';

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (docs/product.md §12). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

export function formatPeriod(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export function formatMoney(amount: number | null | undefined, language: Language): string {
  if (amount === null || amount === undefined) return '';
  return formatEuro(amount, language);
}

export function formatHours(hours: number | null | undefined, language: Language): string {
  if (hours === null || hours === undefined) return '';
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(hours);
}

/** Absence days (ISO) inside [start, end]. */
export function daysWithin(days: readonly string[], start: string | null, end: string | null): string[] {
  if (!start || !end || end < start) return [];
  return days.filter((day) => day >= start && day <= end).sort();
}
