import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createBooking } from '../../db/factories/booking.ts';
import { createBudget } from '../../db/factories/budget.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { mailsTo } from '../bookings/booking-test-world.ts';
import { api, bookingRow, hourlyBooking, recordsOf, t, tracesOf, useRecordWorld, w } from './record-test-world.ts';

useRecordWorld();

const entry = (bookingId: number, overrides: Record<string, unknown> = {}) => ({
  booking_id: bookingId,
  date: '2026-09-02',
  hours: 7.5,
  description: 'Storyboard for the spring campaign',
  ...overrides,
});

/** The freelancer records time on the booking: the `entry` with `overrides`. */
const recordTime = (bookingId: number, overrides: Record<string, unknown> = {}) =>
  api(t, w, w.freelancer, 'POST', 'freelancer/time-record', entry(bookingId, overrides));

const setProcedureAccepted = (hasAccepted: boolean) =>
  t.db
    .update(freelancers)
    .set({ hasAcceptedCreditMemoProcedure: hasAccepted })
    .where(eq(freelancers.id, w.freelancer.id));

describe('POST time-record', () => {
  test('the freelancer records time: PENDING, hours_left drops, the booker is asked to review', async () => {
    const booking = await hourlyBooking(w)(t);
    const response = await recordTime(booking.id);
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(record).toMatchObject({
      status: 'PENDING',
      date: '2026-09-02',
      hours: 7.5,
      amount: 600,
      booking: { id: booking.id, hours_left: 32.5 },
      allocations: [{ number: 'KST-A', hours: 7.5 }],
      freelancer: { id: w.freelancer.id },
      booker: { id: w.am.id },
      credit_note_id: null,
    });
    expect(record.time_record_id).toMatch(/^TR-\d{6}$/);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(40 * 60 - 450);
    const { activity, notifications } = await tracesOf(t, 'time_record', record.id);
    expect(activity.map((a) => [a.action, a.beforeStatus, a.afterStatus])).toEqual([
      ['TIME_RECORD_CREATED', null, 'PENDING'],
    ]);
    expect(notifications.map((n) => [n.userId, n.category, n.type])).toEqual([
      [w.am.id, 'to_do', 'TIME_RECORD_REVIEW_REQUESTED'],
    ]);
    expect((await mailsTo(t, w.am.email)).some((mail) => mail.subject.includes(record.time_record_id))).toBe(true);
  });

  test.each([
    ['hours over what is left', { hours: 6 }, 'Booking hours exceeded', 'hours'],
    ['negative hours', { hours: -2 }, null, 'hours'],
    ['zero hours', { hours: 0 }, null, 'hours'],
    ['three decimals', { hours: 1.125 }, null, 'hours'],
    ['a date before the booking', { date: '2026-08-31' }, 'The date lies outside the booking period.', 'date'],
    ['a date after the booking', { date: '2027-01-01' }, 'The date lies outside the booking period.', 'date'],
  ])('%s → 400 with the message, nothing changed', async (_name, overrides, message, field) => {
    const booking = await hourlyBooking(w, { hours: 5 })(t);
    const response = await recordTime(booking.id, overrides);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (message) expect(body.message).toBe(message);
    expect(body.errors[field]).toBeDefined();
    expect(await recordsOf(t, booking.id)).toHaveLength(0);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(300);
  });

  test('the messages come in German too', async () => {
    const booking = await hourlyBooking(w, { hours: 5 })(t);
    const response = await api(
      t,
      w,
      w.freelancer,
      'POST',
      'freelancer/time-record',
      entry(booking.id, { hours: 6 }),
      'de',
    );
    expect(response.json().message).toBe('Gebuchte Stunden überschritten');
  });

  test('exactly what is left is accepted and leaves 0', async () => {
    const booking = await hourlyBooking(w, { hours: 5 })(t);
    const response = await recordTime(booking.id, { hours: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.booking.hours_left).toBe(0);
  });

  test('only a BOOKED hourly booking takes time', async () => {
    for (const status of ['APPROVED', 'FINISHED', 'CANCELLED'] as const) {
      const booking = await hourlyBooking(w, { status })(t);
      const response = await recordTime(booking.id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Time can only be recorded on a confirmed booking.');
      expect(await recordsOf(t, booking.id)).toHaveLength(0);
    }
    const flat = await createBooking(t.db, {
      projectId: w.splitProject.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      approvedAt: new Date(),
      rateType: 'FLAT',
    });
    const response = await recordTime(flat.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This action does not fit the rate type of the booking.');
  });

  test('a closed financial year takes no time', async () => {
    const booking = await createBooking(t.db, {
      projectId: w.otherProject.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      approvedAt: new Date(),
      startDate: '2026-06-01',
      endDate: '2026-09-30',
    });
    await createBudget(t.db, { agencyId: w.suedwind.id, financialYearStart: 2025, status: 'CLOSED' });
    const refused = await recordTime(booking.id, { date: '2026-06-15' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The financial year 2025/26 is closed and takes no new costs.');
    const accepted = await recordTime(booking.id, { date: '2026-07-15' });
    expect(accepted.statusCode).toBe(200);
  });

  test('a freelancer who has not accepted the credit memo procedure is asked to, and nothing is recorded', async () => {
    const booking = await hourlyBooking(w)(t);
    await setProcedureAccepted(false);
    try {
      const refused = await recordTime(booking.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'rule.creditMemoNotAccepted',
        message: 'Please accept the credit memo procedure first.',
      });
      expect(await recordsOf(t, booking.id)).toHaveLength(0);
      expect((await bookingRow(t, booking.id)).minutesLeft).toBe(40 * 60);
    } finally {
      await setProcedureAccepted(true);
    }
    expect((await recordTime(booking.id)).statusCode).toBe(200);
  });

  test('roles: agency, finance and admin 403; another freelancer’s booking 404', async () => {
    const booking = await hourlyBooking(w)(t);
    for (const user of [w.am, w.md, w.cfo, w.admin]) {
      const response = await api(t, w, user, 'POST', 'freelancer/time-record', entry(booking.id));
      expect(response.statusCode).toBe(403);
    }
    const response = await api(t, w, w.otherFreelancer, 'POST', 'freelancer/time-record', entry(booking.id));
    expect(response.statusCode).toBe(404);
    expect(await recordsOf(t, booking.id)).toHaveLength(0);
  });
});

describe('POST time-record/split', () => {
  test('spreads one record over the booking’s active allocations', async () => {
    const booking = await hourlyBooking(w)(t);
    const [a, b] = w.splitProject.allocations;
    const response = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record/split', {
      ...entry(booking.id, { hours: 8 }),
      allocations: [
        { allocation_id: a!.id, hours: 5.25 },
        { allocation_id: b!.id, hours: 2.75 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(record.hours).toBe(8);
    expect(record.allocations).toEqual([
      { allocation_id: a!.id, number: 'KST-A', hours: 5.25 },
      { allocation_id: b!.id, number: 'KST-B', hours: 2.75 },
    ]);
    expect(record.booking.hours_left).toBe(32);
  });

  test('an inactive or foreign allocation, or parts that do not add up, are refused', async () => {
    const booking = await hourlyBooking(w)(t);
    const [a, , inactive] = w.splitProject.allocations;
    const cases = [
      [
        { allocation_id: a!.id, hours: 4 },
        { allocation_id: inactive!.id, hours: 4 },
      ],
      [
        { allocation_id: a!.id, hours: 4 },
        { allocation_id: w.activeAllocation.id, hours: 4 },
      ],
      [{ allocation_id: a!.id, hours: 7 }],
    ];
    for (const allocations of cases) {
      const response = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record/split', {
        ...entry(booking.id, { hours: 8 }),
        allocations,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.allocations).toBeDefined();
    }
    expect(await recordsOf(t, booking.id)).toHaveLength(0);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
  });
});

describe('PUT time-record (correction)', () => {
  test('a declined record is corrected and resubmitted: PENDING, its hours taken again', async () => {
    const booking = await hourlyBooking(w)(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, status: 'DECLINED', minutes: 480 });
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
    const response = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      ...entry(booking.id, { hours: 6 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'PENDING', hours: 6, booking: { hours_left: 34 } });
    const { activity, notifications } = await tracesOf(t, 'time_record', record.id);
    expect(activity.map((a) => [a.action, a.beforeStatus, a.afterStatus])).toEqual([
      ['TIME_RECORD_RESUBMITTED', 'DECLINED', 'PENDING'],
    ]);
    expect(notifications.map((n) => [n.userId, n.category])).toEqual([[w.am.id, 'to_do']]);
  });

  test('a pending record changes its hours by the difference only', async () => {
    const booking = await hourlyBooking(w, { hours: 10 })(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, minutes: 480 });
    const response = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      ...entry(booking.id, { hours: 10 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.booking.hours_left).toBe(0);
  });

  test('a resubmission that no longer fits is refused and changes nothing', async () => {
    const booking = await hourlyBooking(w, { hours: 10 })(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, status: 'FINANCE_REJECTED', minutes: 480 });
    await createTimeRecord(t.db, { bookingId: booking.id, minutes: 360 });
    const response = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      ...entry(booking.id, { hours: 8 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Booking hours exceeded');
    const [stored] = (await recordsOf(t, booking.id)).filter((row) => row.id === record.id);
    expect(stored?.status).toBe('FINANCE_REJECTED');
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(240);
  });

  test('a correction may change its split; a split that does not add up or names an inactive allocation changes nothing', async () => {
    const booking = await hourlyBooking(w)(t);
    const [a, b, inactive] = w.splitProject.allocations;
    const created = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record/split', {
      ...entry(booking.id, { hours: 8 }),
      allocations: [
        { allocation_id: a!.id, hours: 5 },
        { allocation_id: b!.id, hours: 3 },
      ],
    });
    const id = created.json().data.id;
    const correct = (hours: number, allocations: { allocation_id: number; hours: number }[]) =>
      api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', { id, ...entry(booking.id, { hours }), allocations });

    for (const allocations of [
      [
        { allocation_id: a!.id, hours: 2 },
        { allocation_id: b!.id, hours: 2 },
      ],
      [
        { allocation_id: a!.id, hours: 3 },
        { allocation_id: inactive!.id, hours: 3 },
      ],
    ]) {
      const refused = await correct(6, allocations);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.allocations).toBeDefined();
    }
    const [unchanged] = (await recordsOf(t, booking.id)).filter((row) => row.id === id);
    expect(unchanged?.minutes).toBe(480);

    const response = await correct(6, [
      { allocation_id: a!.id, hours: 1.5 },
      { allocation_id: b!.id, hours: 4.5 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hours: 6, booking: { hours_left: 34 } });
    expect(response.json().data.allocations).toEqual([
      { allocation_id: a!.id, number: 'KST-A', hours: 1.5 },
      { allocation_id: b!.id, number: 'KST-B', hours: 4.5 },
    ]);
  });

  test('approved records cannot be corrected (409); another freelancer’s record is 404', async () => {
    const booking = await hourlyBooking(w)(t);
    const approved = await createTimeRecord(t.db, { bookingId: booking.id, status: 'APPROVED' });
    const put = (user = w.freelancer) =>
      api(t, w, user, 'PUT', 'freelancer/time-record', { id: approved.id, ...entry(booking.id) });
    expect((await put()).statusCode).toBe(409);
    expect((await put(w.otherFreelancer)).statusCode).toBe(404);
    expect((await put(w.am)).statusCode).toBe(403);
  });
});

describe('DELETE time-record (cancel)', () => {
  test('cancelling gives the hours back; a second cancel is 409', async () => {
    const booking = await hourlyBooking(w)(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, minutes: 600 });
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(1800);
    const response = await api(t, w, w.freelancer, 'DELETE', 'freelancer/time-record', { id: record.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: record.id, status: 'CANCELLED' });
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
    const again = await api(t, w, w.freelancer, 'DELETE', 'freelancer/time-record', { id: record.id });
    expect(again.statusCode).toBe(409);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
    const { activity, notifications } = await tracesOf(t, 'time_record', record.id);
    expect(activity.map((a) => a.action)).toEqual(['TIME_RECORD_CANCELLED']);
    expect(notifications.map((n) => [n.userId, n.category])).toEqual([[w.am.id, 'info']]);
  });

  test('a declined record gives nothing back twice; finance-approved records stay', async () => {
    const booking = await hourlyBooking(w)(t);
    const declined = await createTimeRecord(t.db, { bookingId: booking.id, status: 'DECLINED', minutes: 600 });
    const done = await createTimeRecord(t.db, { bookingId: booking.id, status: 'FINANCE_APPROVED', minutes: 60 });
    expect((await api(t, w, w.freelancer, 'DELETE', 'freelancer/time-record', { id: declined.id })).statusCode).toBe(
      200,
    );
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2340);
    expect((await api(t, w, w.freelancer, 'DELETE', 'freelancer/time-record', { id: done.id })).statusCode).toBe(409);
  });

  test('roles: agency users 403, another freelancer 404', async () => {
    const record = await createTimeRecord(t.db, { bookingId: (await hourlyBooking(w)(t)).id });
    expect((await api(t, w, w.am, 'DELETE', 'freelancer/time-record', { id: record.id })).statusCode).toBe(403);
    expect((await api(t, w, w.cfo, 'DELETE', 'freelancer/time-record', { id: record.id })).statusCode).toBe(403);
    expect((await api(t, w, w.otherFreelancer, 'DELETE', 'freelancer/time-record', { id: record.id })).statusCode).toBe(
      404,
    );
  });
});
