import { currentHalfYear, DATE_FORMAT_FILTER } from '@fm/contract/constants';
import dayjs from 'dayjs';

/** A range that moves with the calendar, stored as the rule instead of its dates (a saved default never goes stale). */
export type DateRule = 'currentHalfYear';

/** ISO dates ('YYYY-MM-DD'); either end may be open. With a rule, the dates are the rule's on the day of use. */
export type DateRange = { start_date: string | null; end_date: string | null; rule?: DateRule };

/** The dates of a range today: a rule's current window, otherwise the range itself. */
export function resolveDateRange(range: DateRange, today: Date = new Date()): DateRange {
  if (range.rule === 'currentHalfYear') return { ...currentHalfYear(today), rule: range.rule };
  return range;
}

export const EMPTY_DATE_RANGE: DateRange = { start_date: null, end_date: null };

export function isDateRangeSet(range: DateRange | undefined): boolean {
  return Boolean(range?.rule || range?.start_date || range?.end_date);
}

/** '05.03.26 – 17.03.26' (docs/product.md §3: list date ranges display as DD.MM.YY); an open end shows as '…'. */
export function formatDateRange(range: DateRange): string {
  const format = (iso: string | null) => (iso ? dayjs(iso).format(DATE_FORMAT_FILTER) : '…');
  return `${format(range.start_date)} – ${format(range.end_date)}`;
}
