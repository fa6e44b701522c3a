import { BOOKING_STATUSES, type BookingStatus } from '@fm/contract/enums';
import { nextBookingStatus } from '@fm/contract/state-machines/booking';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createBooking } from '../../db/factories/booking.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import type { User } from '../../db/factories/user.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingRequest, call, mailsTo, t, tracesOf, useBookingWorld, w } from './booking-test-world.ts';

useBookingWorld();

const act = (user: User, action: string, bookingId: number, extra: Record<string, unknown> = {}) =>
  call(t, w, user, 'PATCH', `booking/${action}`, { booking_id: bookingId, ...extra });

/** A booking of the Nordlicht project in `status`, approved at some point unless PENDING or declined by the approver. */
function bookingIn(status: BookingStatus) {
  const hasReachedFreelancer = !['PENDING', 'APPROVER_DECLINED'].includes(status);
  return createBooking(t.db, {
    projectId: w.project.id,
    freelancerId: w.freelancer.id,
    createdBy: w.am.id,
    status,
    approvedAt: hasReachedFreelancer ? new Date() : null,
  });
}

describe('the approval path: am books, md approves, the freelancer accepts, am extends and closes', () => {
  test('every step answers the new status and leaves one activity entry, notifications and a mail', async () => {
    const created = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { approver_id: w.md2.id }));
    const { id, booking_code: code } = created.json().data;

    const approved = await act(w.md2, 'approve', id);
    expect(approved.json()).toEqual({ status: 'success', data: { id, status: 'APPROVED' } });
    const accepted = await act(w.freelancer, 'accept', id);
    expect(accepted.json().data).toEqual({ id, status: 'BOOKED' });
    const extended = await call(t, w, w.am, 'PUT', 'booking/extend', { booking_id: id, end_date: '2026-10-31' });
    expect(extended.json().data).toMatchObject({ status: 'BOOKED', end_date: '2026-10-31' });
    const closed = await act(w.am, 'close', id);
    expect(closed.json().data).toEqual({ id, status: 'FINISHED' });

    const { activity, notifications } = await tracesOf(t, id);
    expect(activity.map((entry) => [entry.action, entry.beforeStatus, entry.afterStatus, entry.actorId])).toEqual([
      ['BOOKING_CREATED', null, 'PENDING', w.am.id],
      ['BOOKING_APPROVED', 'PENDING', 'APPROVED', w.md2.id],
      ['BOOKING_ACCEPTED', 'APPROVED', 'BOOKED', w.freelancer.id],
      ['BOOKING_EXTENDED', 'BOOKED', 'BOOKED', w.am.id],
      ['BOOKING_CLOSED', 'BOOKED', 'FINISHED', w.am.id],
    ]);
    expect(notifications.map((n) => [n.type, n.category, n.userId])).toEqual([
      ['BOOKING_APPROVAL_REQUESTED', 'to_do', w.md2.id],
      ['BOOKING_ACCEPT_REQUESTED', 'to_do', w.freelancer.id],
      ['BOOKING_APPROVED', 'info', w.am.id],
      ['BOOKING_ACCEPTED', 'info', w.am.id],
      ['BOOKING_ACCEPTED', 'info', w.md2.id],
      ['BOOKING_EXTENDED', 'info', w.freelancer.id],
      ['BOOKING_EXTENDED', 'info', w.md2.id],
      ['BOOKING_CLOSED', 'info', w.freelancer.id],
      ['BOOKING_CLOSED', 'info', w.md2.id],
    ]);
    expect((await mailsTo(t, w.md2.email)).some((mail) => mail.subject.includes(code))).toBe(true);
    const freelancerMails = (await mailsTo(t, w.freelancer.email)).filter((mail) => mail.subject.includes(code));
    expect(freelancerMails[0]?.subject).toBe(`Bitte bestätigen Sie die Buchung ${code}`);
  });
});

describe('decline and resubmit', () => {
  test('the approver declines with a reason; editing resubmits to PENDING', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    const declined = await act(w.md, 'decline', id, { reason: 'Budget is tight' });
    expect(declined.json().data).toEqual({ id, status: 'APPROVER_DECLINED' });
    const detail = (await call(t, w, w.am, 'GET', 'booking', { id })).json().data;
    expect(detail).toMatchObject({
      status: 'APPROVER_DECLINED',
      decline_reason: 'Budget is tight',
      approver_id: w.md.id,
    });
    const { notifications } = await tracesOf(t, id);
    expect(notifications.at(-1)).toMatchObject({ userId: w.am.id, category: 'to_do', type: 'BOOKING_DECLINED' });

    const edited = await call(t, w, w.am, 'PUT', 'booking', { id, hours: 20 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'PENDING', hours: 20, total_cost: 1710, decline_reason: null });
  });

  test('the freelancer declines an approved booking; the booker is asked to act', async () => {
    const booking = await bookingIn('APPROVED');
    expect((await act(w.freelancer, 'decline', booking.id)).json().data.status).toBe('FREELANCER_DECLINED');
    const { notifications, activity } = await tracesOf(t, booking.id);
    expect(activity.at(-1)).toMatchObject({ action: 'BOOKING_DECLINED', afterStatus: 'FREELANCER_DECLINED' });
    expect(notifications.find((n) => n.category === 'to_do')).toMatchObject({ userId: w.am.id });
  });

  test('editing a booking of an agency without approval resubmits it as APPROVED', async () => {
    const booking = await createBooking(t.db, {
      projectId: w.otherProject.id,
      freelancerId: w.freelancer.id,
      createdBy: w.otherAm.id,
      status: 'FREELANCER_DECLINED',
      approvedAt: new Date(),
    });
    const edited = await call(t, w, w.otherAm, 'PUT', 'booking', { id: booking.id, title: 'Second try' });
    expect(edited.json().data).toMatchObject({ status: 'APPROVED', title: 'Second try' });
  });
});

describe('every action from every status: allowed ones move, the others answer 409', () => {
  const ACTIONS: [string, (id: number) => ReturnType<typeof act>, Parameters<typeof nextBookingStatus>[1]][] = [
    ['approve', (id) => act(w.md, 'approve', id), 'approve'],
    ['decline (approver)', (id) => act(w.md, 'decline', id), 'declineByApprover'],
    ['accept', (id) => act(w.freelancer, 'accept', id), 'accept'],
    ['decline (freelancer)', (id) => act(w.freelancer, 'decline', id), 'declineByFreelancer'],
    ['cancel', (id) => act(w.am, 'cancel', id), 'cancel'],
    ['close', (id) => act(w.am, 'close', id), 'close'],
    ['extend', (id) => call(t, w, w.am, 'PUT', 'booking/extend', { booking_id: id, end_date: '2027-01-31' }), 'extend'],
    ['edit', (id) => call(t, w, w.am, 'PUT', 'booking', { id, title: 'Changed' }), 'edit'],
  ];
  const FREELANCER_ACTIONS = new Set(['accept', 'declineByFreelancer']);

  for (const status of BOOKING_STATUSES) {
    for (const [name, run, action] of ACTIONS) {
      const expected = nextBookingStatus(status, action, { isApprovalRequired: true });
      // The freelancer does not see a request that has not reached them: 404 before any status check.
      const isHidden = FREELANCER_ACTIONS.has(action) && ['PENDING', 'APPROVER_DECLINED'].includes(status);
      test(`${status} × ${name} → ${isHidden ? 404 : (expected ?? 409)}`, async () => {
        const booking = await bookingIn(status);
        const response = await run(booking.id);
        const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
        if (isHidden) {
          expect(response.statusCode).toBe(404);
          expect(after?.status).toBe(status);
        } else if (expected) {
          expect(response.statusCode).toBe(200);
          expect(response.json().data.status).toBe(expected);
          expect(after?.status).toBe(expected);
        } else {
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({
            code: 'rule.invalidTransition',
            message: `This action is not possible in the status ${status}.`,
          });
          expect(after?.status).toBe(status);
          expect((await tracesOf(t, booking.id)).activity).toHaveLength(0);
        }
      });
    }
  }
});

describe('rules of single actions', () => {
  test('a booking with recorded time cannot be cancelled (409) and stays BOOKED', async () => {
    const booking = await bookingIn('BOOKED');
    await createTimeRecord(t.db, { bookingId: booking.id, minutes: 60 });
    const response = await act(w.am, 'cancel', booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The booking cannot be cancelled because time or payments have been recorded.',
    );
  });

  test('extend needs a later end date', async () => {
    const booking = await bookingIn('BOOKED');
    const response = await call(t, w, w.am, 'PUT', 'booking/extend', {
      booking_id: booking.id,
      end_date: booking.endDate,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The new end date must be after the current end date.');
  });

  test('cancelling tells the freelancer who had seen the booking and the managing directors', async () => {
    const booking = await bookingIn('BOOKED');
    expect((await act(w.am, 'cancel', booking.id, { reason: 'Client stopped' })).json().data.status).toBe('CANCELLED');
    const { notifications, activity } = await tracesOf(t, booking.id);
    expect(notifications.map((n) => [n.userId, n.category, n.type])).toEqual(
      [w.freelancer.id, w.md.id, w.md2.id].map((id) => [id, 'info', 'BOOKING_CANCELLED']),
    );
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'BOOKING_CANCELLED',
        details: expect.objectContaining({ reason: 'Client stopped' }),
      }),
    ]);
  });

  test('cancelling a request the freelancer never saw does not tell them', async () => {
    const booking = await bookingIn('PENDING');
    await act(w.am, 'cancel', booking.id);
    const { notifications } = await tracesOf(t, booking.id);
    expect(notifications.map((n) => n.userId)).not.toContain(w.freelancer.id);
  });
});

describe('who may act', () => {
  test('account managers cannot approve; finance cannot act; other agencies and freelancers get 404', async () => {
    const booking = await bookingIn('PENDING');
    expect((await act(w.am, 'approve', booking.id)).statusCode).toBe(403);
    expect((await act(w.cfo, 'approve', booking.id)).statusCode).toBe(403);
    expect((await act(w.cfo, 'cancel', booking.id)).statusCode).toBe(403);
    expect((await act(w.freelancer, 'approve', booking.id)).statusCode).toBe(403);
    expect((await act(w.otherMd, 'approve', booking.id)).statusCode).toBe(404);
    expect((await act(w.otherAm, 'cancel', booking.id)).statusCode).toBe(404);
    expect((await act(w.otherFreelancer, 'accept', booking.id)).statusCode).toBe(404);
    expect((await act(w.admin, 'approve', booking.id)).json().data.status).toBe('APPROVED');
  });

  test("another freelancer's booking is 404 for accept; managing directors cannot accept for the freelancer", async () => {
    const booking = await bookingIn('APPROVED');
    expect((await act(w.otherFreelancer, 'accept', booking.id)).statusCode).toBe(404);
    expect((await act(w.md, 'accept', booking.id)).statusCode).toBe(403);
    expect((await act(w.freelancer, 'accept', booking.id)).json().data.status).toBe('BOOKED');
  });

  test('admin may extend, cancel and close; agency users of another agency may not edit', async () => {
    const booking = await bookingIn('BOOKED');
    const edit = await call(t, w, w.otherAm, 'PUT', 'booking', { id: booking.id, title: 'Hijack' });
    expect(edit.statusCode).toBe(404);
    const extended = await call(t, w, w.admin, 'PUT', 'booking/extend', {
      booking_id: booking.id,
      end_date: '2027-02-28',
    });
    expect(extended.statusCode).toBe(200);
    expect((await act(w.admin, 'close', booking.id)).json().data.status).toBe('FINISHED');
  });
});
