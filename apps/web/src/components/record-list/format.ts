import { DATE_FORMAT } from '@fm/contract/constants';
import type { Language } from '@fm/contract/enums';
import dayjs from 'dayjs';
import { formatEuro, intlLocale } from '../../ui/locale-number.ts';

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

export function formatMoney(amount: number | null | undefined, language: Language): string {
  if (amount === null || amount === undefined) return '';
  return formatEuro(amount, language);
}

export function formatHours(hours: number | null | undefined, language: Language): string {
  if (hours === null || hours === undefined) return '';
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(hours);
}

/** Sum in hundredths, so 0.1 + 0.2 adds up to 0.3. */
export function sumHundredths(values: readonly (number | null)[]): number {
  return values.reduce<number>((total, value) => total + Math.round((value ?? 0) * 100), 0) / 100;
}
