import { intlLocale } from './locale-number.ts';

type MonthStyle = 'long' | 'short' | 'narrow';

/** One formatter per language and style: building an Intl formatter costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, style: MonthStyle | 'day') {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      intlLocale(language),
      style === 'day' ? undefined : { month: style, year: style === 'long' ? 'numeric' : undefined },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Month name of a YYYY-MM period ('November 2026' in the long style, with its year). */
export function monthName(period: string, language: string, style: MonthStyle = 'long') {
  return formatterOf(language, style).format(new Date(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1));
}

/** A chart's period by name: a day (YYYY-MM-DD) as the language writes dates, a month (YYYY-MM) with its year. */
export function periodName(period: string, language: string) {
  return period.length > 7
    ? formatterOf(language, 'day').format(new Date(`${period}T12:00:00`))
    : monthName(period, language);
}
