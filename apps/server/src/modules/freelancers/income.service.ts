import type { ChartPoint } from '@fm/contract/schemas/budget';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { type PeriodRange, sumIncome } from './income.repo.ts';

/**
 * The freelancer's income chart. cleared = finance-approved time (hours × booked hourly rate, by work day)
 * and finance-approved flat-rate payments (by payment day); commissioned = cost of approved, booked and
 * finished bookings, counted on their start day. Amounts are the freelancer's net income: the agencies' fee
 * is not the freelancer's money and is left out.
 */
async function chart(db: Db, auth: RequestAuth, range: PeriodRange, keys: string[]): Promise<ChartPoint[]> {
  const sums = await sumIncome(db, auth.userId, range);
  return keys.map((key) => ({
    period: key,
    cleared: ((sums.time.get(key) ?? 0) + (sums.payments.get(key) ?? 0)) / 100,
    commissioned: (sums.commissioned.get(key) ?? 0) / 100,
  }));
}

const pad = (value: number) => String(value).padStart(2, '0');

export function getYearlyIncome(db: Db, auth: RequestAuth, year: number) {
  const keys = Array.from({ length: 12 }, (_, index) => `${year}-${pad(index + 1)}`);
  return chart(db, auth, { from: `${year}-01-01`, until: `${year + 1}-01-01`, keyLength: 7 }, keys);
}

export function getMonthlyIncome(db: Db, auth: RequestAuth, month: number, year: number) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const keys = Array.from({ length: days }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return chart(db, auth, { from: `${year}-${pad(month)}-01`, until: next, keyLength: 10 }, keys);
}
