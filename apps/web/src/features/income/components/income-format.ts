import { formatEuro } from '../../../ui/locale-number.ts';

/** Euros in the interface language; whole euros for axis ticks, grouped like every other amount. */
export function formatAmount(amount: number, language: string, options: { isCompact?: boolean } = {}): string {
  return formatEuro(amount, language, { isWhole: options.isCompact ?? false });
}
