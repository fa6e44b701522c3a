import type { BookingStatus, FlatRateStatus, TimeRecordStatus } from '@fm/contract/enums';
import { describe, expect, test } from 'vitest';
import { createBooking } from '../../db/factories/booking.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import type { User } from '../../db/factories/user.ts';
import { api, t, useRecordWorld, w } from '../time-records/record-test-world.ts';

/**
 * `allowed_actions` is what the web app draws buttons from. By construction it must hold exactly the actions
 * that then succeed: each listed action is taken on a fresh copy of the object and answers 200, each action
 * not listed answers 403, 404 or 409 — for every viewer and status tried.
 */

useRecordWorld();

const viewers = () => ({
  md: w.md,
  am: w.am,
  am2: w.am2,
  freelancer: w.freelancer,
  finance: w.financeUser,
  admin: w.admin,
});

function bookingIn(status: BookingStatus, rateType: 'HOURLY' | 'FLAT' = 'HOURLY') {
  return createBooking(t.db, {
    projectId: w.splitProject.id,
    freelancerId: w.freelancer.id,
    createdBy: w.am.id,
    status,
    rateType,
    ...(rateType === 'FLAT' ? { flatAmountCents: 500_000 } : { hours: 40 }),
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    approvedAt: status === 'PENDING' ? null : new Date(),
  });
}

const BOOKING_CALLS: Record<string, (user: User, id: number) => ReturnType<typeof api>> = {
  approve: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/approve', { booking_id: id }),
  declineByApprover: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/decline', { booking_id: id }),
  accept: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/accept', { booking_id: id }),
  declineByFreelancer: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/decline', { booking_id: id }),
  cancel: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/cancel', { booking_id: id }),
  close: (user, id) => api(t, w, user, 'PATCH', 'agency/booking/close', { booking_id: id }),
  extend: (user, id) => api(t, w, user, 'PUT', 'agency/booking/extend', { booking_id: id, end_date: '2027-01-31' }),
  recordTime: (user, id) =>
    api(t, w, user, 'POST', 'freelancer/time-record', {
      booking_id: id,
      date: '2026-09-02',
      hours: 1,
      description: 'x',
    }),
};

describe('booking allowed_actions', () => {
  for (const status of ['PENDING', 'APPROVED', 'BOOKED', 'FINISHED'] as const) {
    test(`on a ${status} booking every listed action succeeds and every other is refused`, async () => {
      for (const [name, viewer] of Object.entries(viewers())) {
        const shown = await api(t, w, viewer, 'GET', 'agency/booking', { id: (await bookingIn(status)).id });
        // A booking the viewer cannot see (a freelancer's before approval) offers nothing.
        const allowed: string[] = shown.statusCode === 200 ? shown.json().data.allowed_actions : [];
        for (const [action, run] of Object.entries(BOOKING_CALLS)) {
          // The freelancer's and the approver's decline share one call; each viewer has only one of them.
          if (action === 'declineByFreelancer' && viewer !== w.freelancer) continue;
          if (action === 'declineByApprover' && viewer === w.freelancer) continue;
          const response = await run(viewer, (await bookingIn(status)).id);
          const isAllowed = allowed.includes(action);
          expect(response.statusCode === 200, `${name} ${action} on ${status}: ${response.body}`).toBe(isAllowed);
        }
      }
    });
  }

  test('the list carries the same actions as the detail', async () => {
    const booking = await bookingIn('PENDING');
    const list = await api(t, w, w.md, 'GET', 'agency/bookings', { keyword: [booking.bookingCode] });
    const detail = await api(t, w, w.md, 'GET', 'agency/booking', { id: booking.id });
    expect(list.json().data.data[0].allowed_actions).toEqual(detail.json().data.allowed_actions);
    expect(detail.json().data.allowed_actions).toEqual(['approve', 'declineByApprover', 'edit', 'cancel']);
  });

  test('a flat booking offers payments to the agency and time to nobody', async () => {
    const booking = await bookingIn('BOOKED', 'FLAT');
    const asAm = await api(t, w, w.am, 'GET', 'agency/booking', { id: booking.id });
    expect(asAm.json().data.allowed_actions).toContain('recordPayment');
    const asFreelancer = await api(t, w, w.freelancer, 'GET', 'agency/booking', { id: booking.id });
    expect(asFreelancer.json().data.allowed_actions).toEqual([]);
  });
});

/** Which booking each arranged record is on (a correction names its booking again). */
const bookingOf = new Map<number, number>();

async function recordIn(status: TimeRecordStatus, booking: { id: number }) {
  const record = await createTimeRecord(t.db, { bookingId: booking.id, status, minutes: 60 });
  bookingOf.set(record.id, booking.id);
  return record;
}

/** The record's actions as the caller's time-record list shows them (none when the list does not show it). */
async function recordActionsFor(user: User, id: number): Promise<string[]> {
  const list = await api(t, w, user, 'GET', 'freelancer/time-record', { items: 200 });
  const rows: { id: number; allowed_actions: string[] }[] = list.json().data.data;
  return rows.find((row) => row.id === id)?.allowed_actions ?? [];
}

const RECORD_CALLS: Record<string, (user: User, id: number) => ReturnType<typeof api>> = {
  approve: (user, id) => api(t, w, user, 'POST', 'agency/update-time-record', { id, status: 'APPROVED' }),
  decline: (user, id) =>
    api(t, w, user, 'POST', 'agency/update-time-record', { id, status: 'DECLINED', comment: 'no' }),
  financeApprove: (user, id) =>
    api(t, w, user, 'POST', 'agency/update-time-record', { id, status: 'FINANCE_APPROVED' }),
  financeReject: (user, id) =>
    api(t, w, user, 'POST', 'agency/update-time-record', { id, status: 'FINANCE_REJECTED', comment: 'no' }),
  correct: (user, id) =>
    api(t, w, user, 'PUT', 'freelancer/time-record', {
      id,
      booking_id: bookingOf.get(id),
      date: '2026-09-03',
      hours: 2,
      description: 'Corrected',
    }),
  cancel: (user, id) => api(t, w, user, 'DELETE', 'freelancer/time-record', { id }),
};

describe('time record allowed_actions', () => {
  for (const status of ['PENDING', 'APPROVED', 'DECLINED'] as const) {
    test(`on a ${status} record every listed action succeeds and every other is refused`, async () => {
      const booking = await bookingIn('BOOKED');
      for (const [name, viewer] of Object.entries(viewers())) {
        const probe = await recordIn(status, booking);
        const allowed = await recordActionsFor(viewer, probe.id);
        for (const [action, run] of Object.entries(RECORD_CALLS)) {
          const response = await run(viewer, (await recordIn(status, booking)).id);
          expect(response.statusCode === 200, `${name} ${action} on ${status}: ${response.body}`).toBe(
            allowed.includes(action),
          );
        }
      }
    });
  }

  test("a second account manager sees no review on a colleague's record, the booker and a director do", async () => {
    const record = await recordIn('PENDING', await bookingIn('BOOKED'));
    expect(await recordActionsFor(w.am2, record.id)).toEqual([]);
    expect(await recordActionsFor(w.am, record.id)).toEqual(['approve', 'decline']);
    expect(await recordActionsFor(w.md, record.id)).toEqual(['approve', 'decline']);
    expect(await recordActionsFor(w.freelancer, record.id)).toEqual(['correct', 'cancel']);
  });
});

function paymentIn(status: FlatRateStatus, booking: { id: number }) {
  return createFlatRatePayment(t.db, { bookingId: booking.id, status, amountCents: 10_000 });
}

describe('flat-rate payment allowed_actions', () => {
  test('finance reviews, the agency corrects and deletes, the freelancer only reads', async () => {
    const booking = await bookingIn('BOOKED', 'FLAT');
    const payment = await paymentIn('FINANCE_PENDING', booking);
    const actionsFor = async (user: User) => {
      const rows = (await api(t, w, user, 'GET', 'agency/booking/flatrate/list', { items: 200 })).json().data.data;
      return rows.find((row: { id: number }) => row.id === payment.id)?.allowed_actions;
    };
    expect(await actionsFor(w.financeUser)).toEqual(['financeApprove', 'financeReject']);
    expect(await actionsFor(w.am)).toEqual(['correct', 'delete']);
    expect(await actionsFor(w.admin)).toEqual(['financeApprove', 'financeReject', 'correct', 'delete']);
    expect(await actionsFor(w.freelancer)).toEqual([]);
  });
});
