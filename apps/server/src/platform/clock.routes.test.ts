import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, createRecordWorld, hourlyBooking, type RecordWorld } from '../modules/time-records/record-test-world.ts';
import { setClock } from './clock.ts';

let t: TestApp;
let w: RecordWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRecordWorld(t);
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

test('a time record saved at 23:30 UTC in summer is submitted on the Berlin date, the next day', async () => {
  const booking = await hourlyBooking(w)(t);
  // Sign in first: the token's lifetime is measured by the real clock.
  await w.headers(w.freelancer);
  setClock({ now: () => new Date('2026-09-01T23:30:00Z') });
  const response = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
    booking_id: booking.id,
    date: '2026-09-01',
    hours: 2,
    description: 'Late shift',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.submitted_date).toBe('2026-09-02');
});
