/** Month name of a YYYY-MM period. */
export function monthName(period: string, language: string, style: 'long' | 'short' | 'narrow' = 'long') {
  const date = new Date(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1);
  return date.toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
  });
}
