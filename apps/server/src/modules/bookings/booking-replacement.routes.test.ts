import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { agencyUserReplacements } from '../../db/schema/organisation.ts';
import { type BookingWorld, bookingRequest, call, createBookingWorld, tracesOf } from './booking-test-world.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
});
afterEach(() => t.db.delete(agencyUserReplacements).where(eq(agencyUserReplacements.agencyId, w.nordlicht.id)));
afterAll(() => t.close());

/** md is on vacation; the account manager am2 stands in for them (organisation module). */
async function standIn(window: { startDate: string; endDate?: string; endedAt?: Date }) {
  await t.db.insert(agencyUserReplacements).values({
    agencyId: w.nordlicht.id,
    userId: w.md.id,
    replacementId: w.am2.id,
    type: 'VACATION',
    ...window,
  });
}

const OPEN_WINDOW = { startDate: '2000-01-01' };

async function pendingBooking() {
  const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w));
  const { id, status } = response.json().data;
  expect(status).toBe('PENDING');
  return id as number;
}

/** What am2 is offered on the booking: its detail, its list row (OPEN tab), and whether approving works. */
async function offeredToStandIn(id: number) {
  const detail = (await call(t, w, w.am2, 'GET', 'booking', { id })).json().data;
  const list = await call(t, w, w.am2, 'GET', 'bookings', {
    tab: 'OPEN',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  const row = list.json().data.data.find((item: { id: number }) => item.id === id);
  return { canApprove: detail.can_approve, detailActions: detail.allowed_actions, rowActions: row.allowed_actions };
}

describe('approvals while a managing director is replaced', () => {
  test('a request naming the absent director goes to the managing directors who are there and the stand-in', async () => {
    await standIn(OPEN_WINDOW);
    const request = bookingRequest(w, { approver_id: w.md.id });
    const { id } = (await call(t, w, w.am, 'POST', 'booking', request)).json().data;
    const { notifications } = await tracesOf(t, id);
    expect(notifications.map((n) => [n.userId, n.category]).sort()).toEqual(
      [
        [w.md2.id, 'to_do'],
        [w.am2.id, 'to_do'],
      ].sort(),
    );
    expect((await call(t, w, w.md2, 'GET', 'booking', { id })).json().data.can_approve).toBe(true);
    const approved = await call(t, w, w.md2, 'PATCH', 'booking/approve', { booking_id: id });
    expect(approved.json().data).toEqual({ id, status: 'APPROVED' });
  });

  test('the stand-in approves the agency’s pending bookings while the replacement is open', async () => {
    await standIn(OPEN_WINDOW);
    const id = await pendingBooking();
    const offered = await offeredToStandIn(id);
    expect(offered.canApprove).toBe(true);
    expect(offered.detailActions).toEqual(expect.arrayContaining(['approve', 'declineByApprover']));
    expect(offered.rowActions).toEqual(expect.arrayContaining(['approve', 'declineByApprover']));

    const approved = await call(t, w, w.am2, 'PATCH', 'booking/approve', { booking_id: id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ id, status: 'APPROVED' });
  });

  test('the stand-in declines as the approver while the replacement is open', async () => {
    await standIn(OPEN_WINDOW);
    const id = await pendingBooking();
    const declined = await call(t, w, w.am2, 'PATCH', 'booking/decline', { booking_id: id, reason: 'Budget' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toEqual({ id, status: 'APPROVER_DECLINED' });
  });

  test.each([
    ['without a replacement', null],
    ['before the replacement starts', { startDate: '2099-01-01' }],
    ['after the replacement’s end date', { startDate: '2000-01-01', endDate: '2000-12-31' }],
    ['after the replacement was ended', { startDate: '2000-01-01', endedAt: new Date('2001-01-01T00:00:00Z') }],
  ])('an account manager does not approve %s (403, no approve action)', async (_, window) => {
    if (window) await standIn(window);
    const id = await pendingBooking();
    const offered = await offeredToStandIn(id);
    expect(offered.canApprove).toBe(false);
    expect(offered.detailActions).not.toContain('approve');
    expect(offered.rowActions).not.toContain('approve');
    expect((await call(t, w, w.am2, 'PATCH', 'booking/approve', { booking_id: id })).statusCode).toBe(403);
    expect((await call(t, w, w.am2, 'PATCH', 'booking/decline', { booking_id: id })).statusCode).toBe(403);
    expect((await call(t, w, w.md, 'GET', 'booking', { id })).json().data.status).toBe('PENDING');
  });

  test('another account manager of the agency, not named stand-in, still gets 403', async () => {
    await standIn(OPEN_WINDOW);
    const id = await pendingBooking();
    expect((await call(t, w, w.am, 'PATCH', 'booking/approve', { booking_id: id })).statusCode).toBe(403);
  });

  test('the stand-in does not reach another agency’s booking (404)', async () => {
    await standIn(OPEN_WINDOW);
    const other = await createBooking(t.db, {
      projectId: w.otherProject.id,
      createdBy: w.otherAm.id,
      status: 'PENDING',
    });
    const response = await call(t, w, w.am2, 'PATCH', 'booking/approve', { booking_id: other.id });
    expect(response.statusCode).toBe(404);
    expect((await call(t, w, w.otherMd, 'GET', 'booking', { id: other.id })).json().data.status).toBe('PENDING');
  });
});
