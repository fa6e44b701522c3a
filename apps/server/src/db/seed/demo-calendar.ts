/** The demo data is laid out around this day, so that every run produces the same rows. */
export const DEMO_TODAY = '2026-11-22';

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO date `offset` days from DEMO_TODAY (negative: before). */
export function dayOffset(offset: number): string {
  return new Date(Date.parse(`${DEMO_TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A timestamp on an ISO date, at a given hour (UTC). */
export function at(isoDate: string, hour = 9, minute = 0): Date {
  return new Date(`${isoDate}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}

/** ISO date `days` after another ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Working days (Mon–Fri) from start, at most `count`, never after `until`. */
export function workingDays(start: string, count: number, until: string): string[] {
  const days: string[] = [];
  for (let date = start; days.length < count && date <= until; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date);
  }
  return days;
}
