import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bookingRow,
  createRecordWorld,
  flatBooking,
  hourlyBooking,
  paymentsOf,
  type RecordWorld,
  recordsOf,
} from './record-test-world.ts';

/** hours_left and amount_left under concurrent saves: one conditional UPDATE each, never below zero. */

let t: TestApp;
let w: RecordWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
  // Sign in first so that the saves reach the database together.
  await Promise.all([w.headers(w.freelancer), w.headers(w.am)]);
});
afterAll(() => t.close());

const ATTEMPTS = 50;

/** Of the ATTEMPTS concurrent saves exactly 10 were answered 200, the others 400 with `refusal`. */
function expectTenSaved(responses: { statusCode: number; json: () => { message: string } }[], refusal: string) {
  const codes = responses.map((response) => response.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(10);
  expect(codes.filter((code) => code === 400)).toHaveLength(ATTEMPTS - 10);
  for (const refused of responses.filter((response) => response.statusCode === 400)) {
    expect(refused.json().message).toBe(refusal);
  }
}

describe('races', () => {
  test('50 concurrent time records against room for 10 leave exactly 10 saved and hours_left at 0', async () => {
    const booking = await hourlyBooking(w, { hours: 10 })(t);
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
          booking_id: booking.id,
          date: '2026-09-02',
          hours: 1,
          description: `Hour ${index + 1}`,
        }),
      ),
    );
    expectTenSaved(responses, 'Booking hours exceeded');
    expect(await recordsOf(t, booking.id)).toHaveLength(10);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(0);
  });

  test('50 concurrent payments against room for 10 leave exactly 10 saved and amount_left at 0', async () => {
    const booking = await flatBooking(w, { flatAmountCents: 100_000 })(t);
    const [allocation] = w.splitProject.allocations;
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        api(t, w, w.am, 'POST', 'agency/booking/flatrate/split', {
          booking_id: booking.id,
          payment_date: '2026-09-02',
          description: `Instalment ${index + 1}`,
          allocations: [{ allocation_id: allocation!.id, amount: 100 }],
        }),
      ),
    );
    expectTenSaved(responses, 'Booking amount exceeded');
    expect(await paymentsOf(t, booking.id)).toHaveLength(10);
    expect((await bookingRow(t, booking.id)).amountLeftCents).toBe(0);
  });

  test('cancel and resubmit racing never let hours_left drift', async () => {
    const booking = await hourlyBooking(w, { hours: 10 })(t);
    const created = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
          booking_id: booking.id,
          date: '2026-09-03',
          hours: 2,
          description: 'Two hours',
        }),
      ),
    );
    const ids = created.map((response) => response.json().data.id as number);
    // Each record cancelled twice at once: exactly one cancel per record gives its hours back.
    const cancels = await Promise.all(
      [...ids, ...ids].map((id) => api(t, w, w.freelancer, 'DELETE', 'freelancer/time-record', { id })),
    );
    expect(cancels.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(cancels.filter((response) => response.statusCode === 409)).toHaveLength(5);
    expect((await bookingRow(t, booking.id)).minutesLeft).toBe(600);
  });

  test('a cancel racing a new time record never leaves a cancelled booking with recorded time', async () => {
    const bookings = await Promise.all(Array.from({ length: 12 }, () => hourlyBooking(w, { hours: 10 })(t)));
    const outcomes = await Promise.all(
      bookings.map((booking) =>
        Promise.all([
          api(t, w, w.am, 'PATCH', 'agency/booking/cancel', { booking_id: booking.id }),
          api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
            booking_id: booking.id,
            date: '2026-09-04',
            hours: 1,
            description: 'Racing the cancel',
          }),
        ]),
      ),
    );
    for (const [index, [cancel, record]] of outcomes.entries()) {
      const booking = bookings[index]!;
      // Exactly one of the two wins, and the database agrees with the answers the callers saw.
      expect([cancel.statusCode, record.statusCode].sort()).toEqual(
        cancel.statusCode === 200 ? [200, 400] : [200, 409],
      );
      const saved = await recordsOf(t, booking.id);
      const { status } = await bookingRow(t, booking.id);
      if (cancel.statusCode === 200) {
        expect(status).toBe('CANCELLED');
        expect(saved).toHaveLength(0);
      } else {
        expect(status).toBe('BOOKED');
        expect(saved).toHaveLength(1);
      }
    }
  });
});
