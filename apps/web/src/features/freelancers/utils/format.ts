import { formatEuro as formatLocaleEuro } from '../../../ui/locale-number.ts';

/** Euros in the interface language: 1234.5 → '1.234,50 €' (de) or '€1,234.50' (en). */
export function formatEuro(amount: number, language: string): string {
  return formatLocaleEuro(amount, language);
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

export function yearsSince(startYear: number | null, today = new Date()): number | null {
  return startYear === null ? null : Math.max(0, today.getFullYear() - startYear);
}
