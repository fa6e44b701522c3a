/** Euros in the interface language; compact for axis ticks (1.2K €). */
export function formatAmount(amount: number, language: string, options: { isCompact?: boolean } = {}): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    notation: options.isCompact ? 'compact' : 'standard',
    maximumFractionDigits: options.isCompact ? 1 : 2,
  }).format(amount);
}
