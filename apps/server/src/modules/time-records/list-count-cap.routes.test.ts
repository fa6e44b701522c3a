import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { timeRecords } from '../../db/schema/time-records.ts';
import { api, hourlyBooking, t, useRecordWorld, w } from './record-test-world.ts';

useRecordWorld();

const reviewPage = async () =>
  (await api(t, w, w.financeUser, 'GET', 'freelancer/time-review-list', { tab: 'pending', items: 25 })).json().data;

describe('list counts stop at the cap', () => {
  test('more matching rows than the cap: total is the cap and says so, the page still shows its rows', async () => {
    const booking = await hourlyBooking(w)(t);
    await t.db.execute(sql`
      insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, status, submitted_date)
      select ${booking.id}, ${booking.freelancerId}, ${booking.agencyId}, '2026-09-02', 60, 'APPROVED', '2026-10-01'
      from generate_series(1, ${LIST_COUNT_CAP + 1})`);

    const capped = await reviewPage();
    expect(capped).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true, last_page: LIST_COUNT_CAP / 25 });
    expect(capped.data).toHaveLength(25);

    // Exactly the cap is an exact count.
    const [last] = await t.db
      .select({ id: timeRecords.id })
      .from(timeRecords)
      .where(eq(timeRecords.bookingId, booking.id))
      .orderBy(sql`${timeRecords.id} desc`)
      .limit(1);
    await t.db.delete(timeRecords).where(eq(timeRecords.id, last!.id));
    const exact = await reviewPage();
    expect(exact.total).toBe(LIST_COUNT_CAP);
    expect(exact).not.toHaveProperty('is_total_capped');
  });
});
