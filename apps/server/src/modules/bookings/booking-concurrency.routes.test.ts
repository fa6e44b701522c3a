import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createBooking } from '../../db/factories/booking.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { call, t, tracesOf, useBookingWorld, w } from './booking-test-world.ts';
import { updateBookingIfStatus } from './bookings.repo.ts';

useBookingWorld();

describe('concurrent transitions', () => {
  test('two managing directors approving at once leave exactly one transition and one activity entry', async () => {
    const booking = await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, status: 'PENDING' });
    // Sign in first so that both calls reach the database together.
    await Promise.all([w.headers(w.md), w.headers(w.md2)]);
    const responses = await Promise.all([
      call(t, w, w.md, 'PATCH', 'booking/approve', { booking_id: booking.id }),
      call(t, w, w.md2, 'PATCH', 'booking/approve', { booking_id: booking.id }),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.status).toBe('APPROVED');
    const { activity, notifications } = await tracesOf(t, booking.id);
    expect(activity.map((entry) => entry.action)).toEqual(['BOOKING_APPROVED']);
    expect(notifications.filter((n) => n.type === 'BOOKING_ACCEPT_REQUESTED')).toHaveLength(1);
  });

  test('approve and decline racing: one wins, the other answers 409', async () => {
    const booking = await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, status: 'PENDING' });
    const responses = await Promise.all([
      call(t, w, w.md, 'PATCH', 'booking/approve', { booking_id: booking.id }),
      call(t, w, w.md2, 'PATCH', 'booking/decline', { booking_id: booking.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const { activity } = await tracesOf(t, booking.id);
    expect(activity).toHaveLength(1);
  });

  test('the conditional update matches only while the booking still has the status that was read', async () => {
    const booking = await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, status: 'PENDING' });
    const results = await Promise.all([
      t.db.transaction((tx) => updateBookingIfStatus(tx, booking.id, 'PENDING', { status: 'APPROVED' })),
      t.db.transaction((tx) => updateBookingIfStatus(tx, booking.id, 'PENDING', { status: 'APPROVER_DECLINED' })),
    ]);
    expect(results.filter((row) => row !== undefined)).toHaveLength(1);
  });
});
