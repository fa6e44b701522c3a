import { describe, expect, test } from 'vitest';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { mailsTo } from '../bookings/booking-test-world.ts';
import {
  api,
  bookingRow,
  hourlyBooking,
  type RecordWorld,
  t,
  tracesOf,
  useRecordWorld,
  w,
} from './record-test-world.ts';

useRecordWorld();

const review = (user: RecordWorld['am'], id: number, status: string, comment?: string) =>
  api(t, w, user, 'POST', 'agency/update-time-record', { id, status, ...(comment ? { comment } : {}) });

describe('update-time-record: the account manager’s review', () => {
  test('the booker approves: APPROVED, finance is asked, the freelancer told', async () => {
    const record = await createTimeRecord(t.db, { bookingId: (await hourlyBooking(w)(t)).id });
    const response = await review(w.am, record.id, 'APPROVED');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: record.id, status: 'APPROVED' });
    const { activity, notifications } = await tracesOf(t, 'time_record', record.id);
    expect(activity.map((a) => [a.action, a.actorId, a.beforeStatus, a.afterStatus])).toEqual([
      ['TIME_RECORD_APPROVED', w.am.id, 'PENDING', 'APPROVED'],
    ]);
    const toDo = notifications.filter((n) => n.category === 'to_do').map((n) => n.userId);
    expect(toDo).toEqual(expect.arrayContaining([w.cfo.id, w.financeUser.id]));
    expect(notifications.filter((n) => n.category === 'info').map((n) => n.userId)).toEqual([w.freelancer.id]);
    expect((await mailsTo(t, w.financeUser.email)).length).toBeGreaterThan(0);
  });

  test('a managing director of the agency may approve a booking someone else made', async () => {
    const record = await createTimeRecord(t.db, { bookingId: (await hourlyBooking(w)(t)).id });
    expect((await review(w.md, record.id, 'APPROVED')).statusCode).toBe(200);
  });

  test('declining gives the hours back and asks the freelancer to correct, with the reason', async () => {
    const booking = await hourlyBooking(w)(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, minutes: 480 });
    const response = await review(w.am, record.id, 'DECLINED', 'Wrong day');
    expect(response.json().data.status).toBe('DECLINED');
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
    const list = await api(t, w, w.freelancer, 'GET', 'freelancer/time-record', { booking_id: booking.id });
    expect(list.json().data.data[0]).toMatchObject({ status: 'DECLINED', comment: 'Wrong day' });
    const { notifications } = await tracesOf(t, 'time_record', record.id);
    expect(notifications.map((n) => [n.userId, n.category, n.type])).toEqual([
      [w.freelancer.id, 'to_do', 'TIME_RECORD_DECLINED'],
    ]);
  });

  test('roles: another account manager 403, finance 403, freelancer 403, another agency 404', async () => {
    const record = await createTimeRecord(t.db, { bookingId: (await hourlyBooking(w)(t)).id });
    expect((await review(w.am2, record.id, 'APPROVED')).statusCode).toBe(403);
    expect((await review(w.cfo, record.id, 'APPROVED')).statusCode).toBe(403);
    expect((await review(w.freelancer, record.id, 'APPROVED')).statusCode).toBe(403);
    expect((await review(w.otherMd, record.id, 'APPROVED')).statusCode).toBe(404);
    expect((await review(w.admin, record.id, 'DECLINED')).statusCode).toBe(200);
  });

  test('only a PENDING record takes the agency review (409 otherwise)', async () => {
    const booking = await hourlyBooking(w)(t);
    for (const status of ['APPROVED', 'DECLINED', 'FINANCE_APPROVED', 'CANCELLED'] as const) {
      const record = await createTimeRecord(t.db, { bookingId: booking.id, status, minutes: 60 });
      const response = await review(w.am, record.id, 'APPROVED');
      expect(response.statusCode).toBe(409);
      expect((await tracesOf(t, 'time_record', record.id)).activity).toHaveLength(0);
    }
  });
});

describe('update-time-record: the finance review', () => {
  test('finance approves an APPROVED record: FINANCE_APPROVED, freelancer and booker told', async () => {
    const booking = await hourlyBooking(w)(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, status: 'APPROVED', minutes: 480 });
    const response = await review(w.financeUser, record.id, 'FINANCE_APPROVED');
    expect(response.json().data.status).toBe('FINANCE_APPROVED');
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(1920);
    const { notifications } = await tracesOf(t, 'time_record', record.id);
    expect(notifications.map((n) => [n.userId, n.category]).sort()).toEqual(
      [
        [w.freelancer.id, 'info'],
        [w.am.id, 'info'],
      ].sort(),
    );
  });

  test('finance rejects: the hours come back; the freelancer resubmits and they are taken again', async () => {
    const booking = await hourlyBooking(w)(t);
    const record = await createTimeRecord(t.db, { bookingId: booking.id, status: 'APPROVED', minutes: 480 });
    expect((await review(w.cfo, record.id, 'FINANCE_REJECTED', 'Missing ticket number')).statusCode).toBe(200);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(2400);
    const resubmitted = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      booking_id: booking.id,
      date: '2026-09-01',
      hours: 8,
      description: 'Konzeption, Ticket FM-12',
    });
    expect(resubmitted.json().data.status).toBe('PENDING');
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(1920);
  });

  test('roles and status: agency 403, PENDING 409, another tenant does not exist for finance', async () => {
    const booking = await hourlyBooking(w)(t);
    const approved = await createTimeRecord(t.db, { bookingId: booking.id, status: 'APPROVED' });
    const pending = await createTimeRecord(t.db, { bookingId: booking.id });
    expect((await review(w.md, approved.id, 'FINANCE_APPROVED')).statusCode).toBe(403);
    expect((await review(w.cfo, pending.id, 'FINANCE_APPROVED')).statusCode).toBe(409);
    expect((await review(w.cfo, 999_999, 'FINANCE_APPROVED')).statusCode).toBe(404);
  });
});

describe('the journey of the issue, through HTTP', () => {
  test('two days recorded; one approved then finance-approved, the other declined, corrected and resubmitted', async () => {
    const booking = await hourlyBooking(w, { hours: 20 })(t);
    const record = (date: string, hours: number) =>
      api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
        booking_id: booking.id,
        date,
        hours,
        description: `Work on ${date}`,
      });
    const first = (await record('2026-09-07', 8)).json().data;
    const second = (await record('2026-09-08', 6)).json().data;
    expect(second.booking.hours_left).toBe(6);
    expect((await review(w.am, first.id, 'APPROVED')).statusCode).toBe(200);
    expect((await review(w.am, second.id, 'DECLINED', 'Please split by task')).statusCode).toBe(200);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(12 * 60);
    expect((await review(w.financeUser, first.id, 'FINANCE_APPROVED')).statusCode).toBe(200);
    const corrected = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: second.id,
      booking_id: booking.id,
      date: '2026-09-08',
      hours: 5.5,
      description: 'Layout 3.5 h, review 2 h',
    });
    expect(corrected.json().data).toMatchObject({ status: 'PENDING', hours: 5.5, booking: { hours_left: 6.5 } });
    const page = await api(t, w, w.freelancer, 'GET', 'freelancer/time-record', { booking_id: booking.id });
    expect(page.json().data.data.map((row: { status: string }) => row.status)).toEqual(['PENDING', 'FINANCE_APPROVED']);
  });
});
