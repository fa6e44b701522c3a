import { formatDate } from '../../../components/record-list/format.ts';

// Dates, money and hours read as on every other record list.
export { formatDate, formatHours, formatMoney } from '../../../components/record-list/format.ts';

export function formatPeriod(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** Absence days (ISO) inside [start, end]. */
export function daysWithin(days: readonly string[], start: string | null, end: string | null): string[] {
  if (!start || !end || end < start) return [];
  return days.filter((day) => day >= start && day <= end).sort();
}
