import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createBooking } from '../../db/factories/booking.ts';
import { createBudget } from '../../db/factories/budget.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { mailsTo } from '../bookings/booking-test-world.ts';
import {
  api,
  bookingRow,
  flatBooking,
  paymentsOf,
  t,
  tracesOf,
  useRecordWorld,
  w,
} from '../time-records/record-test-world.ts';

useRecordWorld();

const allocation = (index: number) => w.splitProject.allocations[index]!.id;
const payment = (bookingId: number, overrides: Record<string, unknown> = {}) => ({
  booking_id: bookingId,
  payment_date: '2026-09-15',
  description: 'First instalment',
  allocations: [
    { allocation_id: allocation(0), amount: 1200.5 },
    { allocation_id: allocation(1), amount: 299.5 },
  ],
  ...overrides,
});
const SPLIT = 'agency/booking/flatrate/split';
const PAYMENT = 'agency/flatrate-payment';

describe('booking/flatrate/split', () => {
  test('an agency user records a payment over two allocations: FINANCE_PENDING, amount_left drops, finance asked', async () => {
    const booking = await flatBooking(w)(t);
    const response = await api(t, w, w.am, 'POST', SPLIT, payment(booking.id));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'FINANCE_PENDING',
      amount: 1500,
      payment_date: '2026-09-15',
      booking: { id: booking.id, flat_amount: 5000, amount_left: 3500 },
      allocations: [
        { allocation_id: allocation(0), number: 'KST-A', amount: 1200.5 },
        { allocation_id: allocation(1), number: 'KST-B', amount: 299.5 },
      ],
    });
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(350_000);
    const { activity, notifications } = await tracesOf(t, 'flat_rate_payment', data.id);
    expect(activity.map((a) => [a.action, a.afterStatus])).toEqual([['FLAT_RATE_PAYMENT_CREATED', 'FINANCE_PENDING']]);
    expect(notifications.filter((n) => n.category === 'to_do').map((n) => n.userId)).toEqual(
      expect.arrayContaining([w.cfo.id, w.financeUser.id]),
    );
    expect((await mailsTo(t, w.cfo.email)).length).toBeGreaterThan(0);
  });

  const only = (index: number, amount: number) => () => ({
    allocations: [{ allocation_id: allocation(index), amount }],
  });
  test.each([
    ['more than is left', only(0, 5000.01), 'Booking amount exceeded'],
    ['a negative amount', only(0, -10), null],
    ['three decimals', only(0, 10.005), null],
    ['a date outside the booking', () => ({ payment_date: '2027-01-01' }), 'The date lies outside the booking period.'],
    ['an inactive allocation', only(2, 10), null],
  ])('%s → 400, nothing changed', async (_name, overrides, message) => {
    const booking = await flatBooking(w)(t);
    const response = await api(t, w, w.am, 'POST', SPLIT, payment(booking.id, overrides()));
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await paymentsOf(t, booking.id)).toHaveLength(0);
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(500_000);
  });

  test('only a BOOKED flat booking in an open financial year takes payments', async () => {
    const approved = await flatBooking(w, { status: 'APPROVED' })(t);
    expect((await api(t, w, w.am, 'POST', SPLIT, payment(approved.id))).json().message).toBe(
      'Time can only be recorded on a confirmed booking.',
    );
    const hourly = await createBooking(t.db, { projectId: w.splitProject.id, status: 'BOOKED', rateType: 'HOURLY' });
    expect((await api(t, w, w.am, 'POST', SPLIT, payment(hourly.id))).statusCode).toBe(400);
    const other = await createBooking(t.db, {
      projectId: w.otherProject.id,
      status: 'BOOKED',
      rateType: 'FLAT',
      startDate: '2027-06-01',
      endDate: '2027-08-31',
    });
    await createBudget(t.db, { agencyId: w.suedwind.id, financialYearStart: 2026, status: 'CLOSED' });
    const [otherAllocation] = w.otherProject.allocations;
    const closed = await api(t, w, w.otherAm, 'POST', SPLIT, {
      ...payment(other.id, { payment_date: '2027-06-15' }),
      allocations: [{ allocation_id: otherAllocation!.id, amount: 10 }],
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('The financial year 2026/27 is closed and takes no new costs.');
  });

  test('a freelancer without consent to the credit memo procedure gets no payment; the agency is told why', async () => {
    const booking = await flatBooking(w)(t);
    const consent = (hasAccepted: boolean) =>
      t.db
        .update(freelancers)
        .set({ hasAcceptedCreditMemoProcedure: hasAccepted })
        .where(eq(freelancers.id, booking.freelancerId));
    await consent(false);
    try {
      const refused = await api(t, w, w.am, 'POST', SPLIT, payment(booking.id), 'de');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Eine Gutschrift kann nicht erstellt werden, weil der Freelancer dem Gutschriftverfahren nicht zugestimmt hat.',
      );
      expect(await paymentsOf(t, booking.id)).toHaveLength(0);
    } finally {
      await consent(true);
    }
  });

  test('roles: managing director and admin record; freelancer and finance 403; another agency 404', async () => {
    const booking = await flatBooking(w)(t);
    expect((await api(t, w, w.md, 'POST', SPLIT, payment(booking.id))).statusCode).toBe(200);
    expect((await api(t, w, w.admin, 'POST', SPLIT, payment(booking.id))).statusCode).toBe(200);
    expect((await api(t, w, w.freelancer, 'POST', SPLIT, payment(booking.id))).statusCode).toBe(403);
    expect((await api(t, w, w.cfo, 'POST', SPLIT, payment(booking.id))).statusCode).toBe(403);
    expect((await api(t, w, w.otherMd, 'POST', SPLIT, payment(booking.id))).statusCode).toBe(404);
    expect(await paymentsOf(t, booking.id)).toHaveLength(2);
  });
});

describe('flatrate-payment PUT: finance review and agency correction', () => {
  test('finance approves: FINANCE_APPROVED, recorder, booker and freelancer told', async () => {
    const booking = await flatBooking(w)(t);
    const created = await createFlatRatePayment(t.db, { bookingId: booking.id, createdBy: w.md.id });
    const response = await api(t, w, w.financeUser, 'PUT', PAYMENT, { id: created.id, status: 'FINANCE_APPROVED' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('FINANCE_APPROVED');
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(400_000);
    const { notifications } = await tracesOf(t, 'flat_rate_payment', created.id);
    expect(notifications.map((n) => n.userId).sort()).toEqual([w.md.id, w.am.id, w.freelancer.id].sort());
  });

  test('finance rejects (amount back), the agency corrects (→ FINANCE_PENDING, taken again), finance approves', async () => {
    const booking = await flatBooking(w)(t);
    const created = (await api(t, w, w.am, 'POST', SPLIT, payment(booking.id))).json().data;
    const rejected = await api(t, w, w.cfo, 'PUT', PAYMENT, {
      id: created.id,
      status: 'FINANCE_REJECTED',
      comment: 'Wrong cost centre',
    });
    expect(rejected.json().data).toMatchObject({ status: 'FINANCE_REJECTED', comment: 'Wrong cost centre' });
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(500_000);
    const { notifications } = await tracesOf(t, 'flat_rate_payment', created.id);
    expect(
      notifications.filter((n) => n.type === 'FLAT_RATE_PAYMENT_REJECTED').map((n) => [n.userId, n.category]),
    ).toEqual([[w.am.id, 'to_do']]);
    const corrected = await api(t, w, w.am, 'PUT', PAYMENT, {
      id: created.id,
      allocations: [{ allocation_id: allocation(1), amount: 1500 }],
    });
    expect(corrected.json().data).toMatchObject({ status: 'FINANCE_PENDING', amount: 1500, comment: null });
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(350_000);
    const approved = await api(t, w, w.cfo, 'PUT', PAYMENT, { id: created.id, status: 'FINANCE_APPROVED' });
    expect(approved.json().data.status).toBe('FINANCE_APPROVED');
    const { activity } = await tracesOf(t, 'flat_rate_payment', created.id);
    expect(activity.map((a) => a.action)).toEqual([
      'FLAT_RATE_PAYMENT_CREATED',
      'FLAT_RATE_PAYMENT_FINANCE_REJECTED',
      'FLAT_RATE_PAYMENT_RESUBMITTED',
      'FLAT_RATE_PAYMENT_FINANCE_APPROVED',
    ]);
  });

  test('a correction over what is left is refused and changes nothing', async () => {
    const booking = await flatBooking(w)(t);
    const rejected = await createFlatRatePayment(t.db, {
      bookingId: booking.id,
      status: 'FINANCE_REJECTED',
      amountCents: 100_000,
    });
    await createFlatRatePayment(t.db, { bookingId: booking.id, amountCents: 450_000 });
    const response = await api(t, w, w.am, 'PUT', PAYMENT, {
      id: rejected.id,
      allocations: [{ allocation_id: allocation(0), amount: 1000 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Booking amount exceeded');
    expect((await paymentsOf(t, booking.id)).find((row) => row.id === rejected.id)?.status).toBe('FINANCE_REJECTED');
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(50_000);
  });

  test('roles and states: agency review 403, finance correction 403, another agency 404, approved 409', async () => {
    const booking = await flatBooking(w)(t);
    const pending = await createFlatRatePayment(t.db, { bookingId: booking.id });
    const approved = await createFlatRatePayment(t.db, { bookingId: booking.id, status: 'FINANCE_APPROVED' });
    expect((await api(t, w, w.md, 'PUT', PAYMENT, { id: pending.id, status: 'FINANCE_APPROVED' })).statusCode).toBe(
      403,
    );
    expect((await api(t, w, w.cfo, 'PUT', PAYMENT, { id: pending.id, description: 'Changed' })).statusCode).toBe(403);
    expect((await api(t, w, w.freelancer, 'PUT', PAYMENT, { id: pending.id, description: 'x' })).statusCode).toBe(403);
    expect((await api(t, w, w.otherMd, 'PUT', PAYMENT, { id: pending.id, description: 'Changed' })).statusCode).toBe(
      404,
    );
    expect((await api(t, w, w.cfo, 'PUT', PAYMENT, { id: approved.id, status: 'FINANCE_REJECTED' })).statusCode).toBe(
      409,
    );
    expect((await api(t, w, w.am, 'PUT', PAYMENT, { id: approved.id, description: 'Changed' })).statusCode).toBe(409);
    const both = await api(t, w, w.cfo, 'PUT', PAYMENT, {
      id: pending.id,
      status: 'FINANCE_APPROVED',
      description: 'x',
    });
    expect(both.statusCode).toBe(400);
    expect((await paymentsOf(t, booking.id)).find((row) => row.id === pending.id)?.status).toBe('FINANCE_PENDING');
  });
});

describe('flatrate-payment DELETE', () => {
  test('deleting gives the amount back (DELETED); again 409; approved ones stay', async () => {
    const booking = await flatBooking(w)(t);
    const created = await createFlatRatePayment(t.db, { bookingId: booking.id, amountCents: 200_000 });
    const approved = await createFlatRatePayment(t.db, { bookingId: booking.id, status: 'FINANCE_APPROVED' });
    const response = await api(t, w, w.am, 'DELETE', PAYMENT, { id: created.id });
    expect(response.json().data).toEqual({ id: created.id, status: 'DELETED' });
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(400_000);
    expect((await api(t, w, w.am, 'DELETE', PAYMENT, { id: created.id })).statusCode).toBe(409);
    expect((await api(t, w, w.am, 'DELETE', PAYMENT, { id: approved.id })).statusCode).toBe(409);
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(400_000);
  });

  test('roles: finance and freelancer 403, another agency 404', async () => {
    const created = await createFlatRatePayment(t.db, { bookingId: (await flatBooking(w)(t)).id });
    expect((await api(t, w, w.cfo, 'DELETE', PAYMENT, { id: created.id })).statusCode).toBe(403);
    expect((await api(t, w, w.freelancer, 'DELETE', PAYMENT, { id: created.id })).statusCode).toBe(403);
    expect((await api(t, w, w.otherAm, 'DELETE', PAYMENT, { id: created.id })).statusCode).toBe(404);
    expect((await api(t, w, w.admin, 'DELETE', PAYMENT, { id: created.id })).statusCode).toBe(200);
  });
});
