import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { agencyUserReplacements } from '../../db/schema/organisation.ts';
import { type BookingWorld, bookingRequest, call, createBookingWorld, tracesOf } from './booking-test-world.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
  // md is on vacation; the account manager am2 stands in for them (organisation module).
  await t.db.insert(agencyUserReplacements).values({
    agencyId: w.nordlicht.id,
    userId: w.md.id,
    replacementId: w.am2.id,
    type: 'VACATION',
    startDate: '2026-01-01',
  });
});
afterAll(() => t.close());

describe('approvals while a managing director is replaced', () => {
  test('a request naming the absent director goes to the managing directors who are there', async () => {
    const request = bookingRequest(w, { approver_id: w.md.id });
    const { id } = (await call(t, w, w.am, 'POST', 'booking', request)).json().data;
    const { notifications } = await tracesOf(t, id);
    expect(notifications.map((n) => [n.userId, n.category])).toEqual([[w.md2.id, 'to_do']]);
    expect((await call(t, w, w.md2, 'GET', 'booking', { id })).json().data.can_approve).toBe(true);
    const approved = await call(t, w, w.md2, 'PATCH', 'booking/approve', { booking_id: id });
    expect(approved.json().data).toEqual({ id, status: 'APPROVED' });
  });

  test('an account manager standing in does not hold approve-booking (the contract keeps it to directors)', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    expect((await call(t, w, w.am2, 'GET', 'booking', { id })).json().data.can_approve).toBe(false);
    expect((await call(t, w, w.am2, 'PATCH', 'booking/approve', { booking_id: id })).statusCode).toBe(403);
  });
});
