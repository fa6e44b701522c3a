import { registerMessages } from '../../i18n/register-messages.ts';

/** Texts of the freelancer's income charts on the dashboard (namespace `income`). */
export const INCOME_MESSAGES = {
  en: {
    title: 'My income',
    cleared: 'Cleared',
    commissioned: 'Commissioned',
    byYear: 'Year',
    byMonth: 'Month',
    view: 'Chart period',
    year: 'Year',
    month: 'Month',
    totals: 'Totals for the period',
    empty: 'No income in this period yet.',
    period: 'Period',
  },
  de: {
    title: 'Meine Einnahmen',
    cleared: 'Abgerechnet',
    commissioned: 'Beauftragt',
    byYear: 'Jahr',
    byMonth: 'Monat',
    view: 'Zeitraum des Diagramms',
    year: 'Jahr',
    month: 'Monat',
    totals: 'Summen im Zeitraum',
    empty: 'In diesem Zeitraum noch keine Einnahmen.',
    period: 'Zeitraum',
  },
};

registerMessages('income', INCOME_MESSAGES);
