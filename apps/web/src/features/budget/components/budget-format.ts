import { intlLocale } from '../../../ui/locale-number.ts';

export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/** Financial year label of a start year: 2026 → 2026/27. */
export const yearLabel = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

/** Start year of the financial year a date falls in (July–June). */
export const yearStartOfDate = (date: Date) => (date.getMonth() >= 6 ? date.getFullYear() : date.getFullYear() - 1);
