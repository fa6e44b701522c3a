export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
}

/** Financial year label of a start year: 2026 → 2026/27. */
export const yearLabel = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

/** Start year of the financial year a date falls in (July–June). */
export const yearStartOfDate = (date: Date) => (date.getMonth() >= 6 ? date.getFullYear() : date.getFullYear() - 1);

/** Month name of a YYYY-MM period. */
export function monthName(period: string, language: string, style: 'long' | 'short' | 'narrow' = 'long') {
  const date = new Date(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1);
  return date.toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
  });
}
