/** The business runs in Germany: "today", submitted dates, months and financial years are Berlin dates. */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

// en-CA formats as YYYY-MM-DD.
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
/**
 * The hour of UTC last asked for, and its Berlin date: Berlin's midnights and clock changes fall on whole hours of
 * UTC, so each hour of UTC has one Berlin date. The server asks for today several times a call (a freelancer list:
 * 2 % of its CPU formatting it).
 */
let lastHour = { hour: Number.NaN, date: '' };

/** The Berlin calendar date (YYYY-MM-DD) of an instant: 2026-07-31T23:30Z is already 2026-08-01 there. */
export function berlinDateOf(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour !== lastHour.hour) lastHour = { hour, date: berlinDay.format(instant) };
  return lastHour.date;
}
