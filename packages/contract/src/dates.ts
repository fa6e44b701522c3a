/** The business runs in Germany: "today", submitted dates, months and financial years are Berlin dates. */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

// en-CA formats as YYYY-MM-DD.
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Berlin calendar date (YYYY-MM-DD) of an instant: 2026-07-31T23:30Z is already 2026-08-01 there. */
export function berlinDateOf(instant: Date): string {
  return berlinDay.format(instant);
}
