import { expect, test } from 'vitest';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { createBooking } from '../db/factories/booking.ts';
import { createFlatRatePayment } from '../db/factories/flat-rate-payment.ts';
import { createTimeRecord } from '../db/factories/time-record.ts';
import { api, createRecordWorld, hourlyBooking, type RecordWorld } from '../modules/time-records/record-test-world.ts';

/**
 * A CFO sees and acts on the agencies of their agency groups only (decision 010): `groupCfo` reports across
 * Nordlicht, so Südwind's bookings, time records, payments and credit notes are not found for them (404),
 * while the global scope of finance users and admins is unchanged.
 */

let t: TestApp;
let w: RecordWorld;
useTestApp(createRecordWorld, (app, world) => {
  t = app;
  w = world;
});

function suedwindBooking() {
  return createBooking(t.db, {
    projectId: w.otherProject.id,
    createdBy: w.otherAm.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    approvedAt: new Date(),
    rateType: 'HOURLY',
    hours: 40,
  });
}

const idsIn = (response: Awaited<ReturnType<typeof api>>) =>
  (response.json().data.data as { id: number }[]).map((row) => row.id);

test('a CFO lists and reviews only the agencies of their groups; the others answer 404', async () => {
  const own = await createTimeRecord(t.db, { bookingId: (await hourlyBooking(w)(t)).id, status: 'APPROVED' });
  const foreign = await createTimeRecord(t.db, { bookingId: (await suedwindBooking()).id, status: 'APPROVED' });

  const review = await api(t, w, w.groupCfo, 'GET', 'freelancer/time-review-list', { items: 200 });
  expect(idsIn(review)).toContain(own.id);
  expect(idsIn(review)).not.toContain(foreign.id);
  const approveForeign = await api(t, w, w.groupCfo, 'POST', 'agency/update-time-record', {
    id: foreign.id,
    status: 'FINANCE_APPROVED',
  });
  expect(approveForeign.statusCode).toBe(404);
  const approveOwn = await api(t, w, w.groupCfo, 'POST', 'agency/update-time-record', {
    id: own.id,
    status: 'FINANCE_APPROVED',
  });
  expect(approveOwn.statusCode, approveOwn.body).toBe(200);

  // The finance user and the CFO across both agencies still see both.
  for (const user of [w.financeUser, w.cfo]) {
    const all = await api(t, w, user, 'GET', 'freelancer/time-review-list', { items: 200, status: ['APPROVED'] });
    expect(idsIn(all)).toContain(foreign.id);
  }
});

test('bookings, payments and credit notes of another group are out of a CFO’s sight', async () => {
  const foreignBooking = await suedwindBooking();
  const foreignPayment = await createFlatRatePayment(t.db, {
    bookingId: (
      await createBooking(t.db, {
        projectId: w.otherProject.id,
        createdBy: w.otherAm.id,
        freelancerId: w.freelancer.id,
        status: 'BOOKED',
        approvedAt: new Date(),
        rateType: 'FLAT',
        flatAmountCents: 100_000,
      })
    ).id,
  });
  expect((await api(t, w, w.groupCfo, 'GET', 'agency/booking', { id: foreignBooking.id })).statusCode).toBe(404);
  const bookings = await api(t, w, w.groupCfo, 'GET', 'agency/bookings', { items: 200, tab: 'OPEN' });
  expect(idsIn(bookings)).not.toContain(foreignBooking.id);
  const payments = await api(t, w, w.groupCfo, 'GET', 'agency/flatrate-review-list', { items: 200 });
  expect(idsIn(payments)).not.toContain(foreignPayment.id);
  const review = await api(t, w, w.groupCfo, 'PUT', 'agency/flatrate-payment', {
    id: foreignPayment.id,
    status: 'FINANCE_APPROVED',
  });
  expect(review.statusCode).toBe(404);
  const notes = await api(t, w, w.groupCfo, 'GET', 'freelancer/credit-note', { items: 200 });
  const agencyIds = (notes.json().data.data as { agency: { id: number } }[]).map((note) => note.agency.id);
  expect(agencyIds.length).toBeGreaterThan(0);
  expect(agencyIds.every((id) => id === w.nordlicht.id)).toBe(true);
});
