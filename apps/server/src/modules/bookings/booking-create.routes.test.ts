import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAgency } from '../../db/factories/agency.ts';
import { createBudget } from '../../db/factories/budget.ts';
import { createClient } from '../../db/factories/client.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { createUser } from '../../db/factories/user.ts';
import { agencies, users } from '../../db/schema/identity.ts';
import { projects } from '../../db/schema/projects.ts';
import { bookingRequest, call, countBookings, mailsTo, t, tracesOf, useBookingWorld, w } from './booking-test-world.ts';
import { createBooking as createBookingService } from './bookings.service.ts';

useBookingWorld();

describe('POST booking', () => {
  test('an account manager books a freelancer: PENDING where approval is required, with computed figures', async () => {
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { approver_id: w.md2.id }));
    expect(response.statusCode).toBe(200);
    const booking = response.json().data;
    expect(booking).toMatchObject({
      status: 'PENDING',
      rate_type: 'HOURLY',
      rate_per_hour: 85.5,
      hours: 40,
      total_cost: 3420,
      hours_left: 40,
      amount_left: null,
      created_by: w.am.id,
      approver_id: w.md2.id,
      agency_id: w.nordlicht.id,
      project: { id: w.project.id, client_name: 'Alsterbank' },
      it_requirements: ['ENTRY_CARD', 'EMAIL_ADDRESS'],
      server_links: ['https://git.example.com/spring'],
      can_approve: false,
    });
    expect(booking.booking_code).toMatch(/^BK-2026-\d{6}$/);
    expect(booking.projectAllocations).toEqual([
      { id: w.activeAllocation.id, number: 'KST-100', name: 'Allocation 1', is_active: true },
    ]);

    const traces = await tracesOf(t, booking.id);
    expect(traces.activity).toHaveLength(1);
    expect(traces.activity[0]).toMatchObject({ action: 'BOOKING_CREATED', beforeStatus: null, afterStatus: 'PENDING' });
    expect(traces.notifications.map((n) => [n.userId, n.category, n.type])).toEqual([
      [w.md2.id, 'to_do', 'BOOKING_APPROVAL_REQUESTED'],
    ]);
    const mails = await mailsTo(t, w.md2.email);
    expect(mails.at(-1)?.subject).toBe(`Booking ${booking.booking_code} awaits your approval`);
  });

  test('without an approver named, every managing director of the agency is asked', async () => {
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w));
    const { id } = response.json().data;
    const { notifications } = await tracesOf(t, id);
    expect(notifications.map((n) => n.userId).sort()).toEqual([w.md.id, w.md2.id].sort());
    expect(notifications.every((n) => n.category === 'to_do')).toBe(true);
  });

  test('an agency without approval gets an APPROVED flat booking the freelancer is asked to accept', async () => {
    const response = await call(
      t,
      w,
      w.otherAm,
      'POST',
      'booking',
      bookingRequest(w, {
        project_id: w.otherProject.id,
        allocation_ids: [w.otherProject.allocations[0]!.id],
        rate_type: 'FLAT',
        rate_per_hour: null,
        hours: null,
        flat_amount: 4999.99,
      }),
    );
    expect(response.statusCode).toBe(200);
    const booking = response.json().data;
    expect(booking).toMatchObject({ status: 'APPROVED', total_cost: 4999.99, amount_left: 4999.99, hours_left: null });
    const { notifications } = await tracesOf(t, booking.id);
    expect(notifications.map((n) => [n.userId, n.category, n.type])).toEqual([
      [w.freelancer.id, 'to_do', 'BOOKING_ACCEPT_REQUESTED'],
    ]);
    // The freelancer's account language is German.
    expect((await mailsTo(t, w.freelancer.email)).at(-1)?.subject).toBe(
      `Bitte bestätigen Sie die Buchung ${booking.booking_code}`,
    );
  });

  test('booking codes are unique', async () => {
    const first = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    const second = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    expect(first.booking_code).not.toBe(second.booking_code);
  });

  test('absence days inside the period come back as a warning, not a refusal', async () => {
    const absent = (await createFreelancer(t.db, { absentDates: ['2026-09-10', '2026-09-11', '2026-10-20'] })).user;
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { freelancer_id: absent.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.absence_overlap_days).toEqual(['2026-09-10', '2026-09-11']);
  });

  test('finance, admin and freelancers may not create bookings', async () => {
    for (const user of [w.admin, w.cfo, w.freelancer]) {
      expect((await call(t, w, user, 'POST', 'booking', bookingRequest(w))).statusCode).toBe(403);
    }
  });

  test("another agency's project answers 404 and creates nothing", async () => {
    const before = await countBookings(t);
    const response = await call(t, w, w.otherAm, 'POST', 'booking', bookingRequest(w));
    expect(response.statusCode).toBe(404);
    expect(await countBookings(t)).toBe(before);
  });
});

describe('bad input gets a clear message and changes nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['end before start', { end_date: '2026-08-01' }, 'end_date', 'The end date must not be before the start date'],
    ['a negative rate', { rate_per_hour: -5 }, 'rate_per_hour', 'Invalid rate'],
    ['three decimals', { hours: 10.125 }, 'hours', 'decimal'],
    ['an hourly booking without hours', { hours: null }, 'hours', ''],
  ];
  for (const [name, overrides, field, text] of cases) {
    test(name, async () => {
      const before = await countBookings(t);
      const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.status).toBe('error');
      expect(body.errors[field]?.[0]).toBeTruthy();
      if (text) expect(body.errors[field].join(' ')).toContain(text);
      expect(await countBookings(t)).toBe(before);
    });
  }

  test('an unknown freelancer', async () => {
    const before = await countBookings(t);
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { freelancer_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.freelancer_id).toEqual(['Please choose a valid value']);
    expect(await countBookings(t)).toBe(before);
  });

  test('only inactive allocations', async () => {
    const response = await call(
      t,
      w,
      w.am,
      'POST',
      'booking',
      bookingRequest(w, { allocation_ids: [w.inactiveAllocation.id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('There should be at least one active allocation');
  });

  test("another project's allocation", async () => {
    const response = await call(
      t,
      w,
      w.am,
      'POST',
      'booking',
      bookingRequest(w, { allocation_ids: [w.otherProject.allocations[0]!.id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.allocation_ids).toBeDefined();
  });

  test('German callers read German messages', async () => {
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { freelancer_id: 999_999 }), 'de');
    expect(response.json().message).toBe('Bitte wählen Sie einen gültigen Wert');
  });
});

describe('agencies and freelancers that cannot take new bookings', () => {
  async function agencyWithProject(overrides: Parameters<typeof createAgency>[1] = {}) {
    const agency = await createAgency(t.db, overrides);
    const manager = await createUser(t.db, { role: 'agency-manager', agencyIds: [agency.id] });
    const client = await createClient(t.db, { agencyId: agency.id });
    const project = await createProject(t.db, { agencyId: agency.id, clientId: client.id });
    const request = bookingRequest(w, { project_id: project.id, allocation_ids: [project.allocations[0]!.id] });
    return { agency, manager, project, request };
  }

  test('a done project takes no new request and no resubmission; nothing changes', async () => {
    const { manager, project, request } = await agencyWithProject();
    const { id } = (await call(t, w, manager, 'POST', 'booking', request)).json().data;
    await t.db.update(projects).set({ status: 'DONE' }).where(eq(projects.id, project.id));
    const before = await countBookings(t);
    const created = await call(t, w, manager, 'POST', 'booking', request, 'de');
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'rule.projectDone',
      errors: { project_id: ['Dieses Projekt ist abgeschlossen und nimmt keine neuen Buchungsanfragen an.'] },
    });
    expect(await countBookings(t)).toBe(before);
    const stored = (await call(t, w, manager, 'GET', 'booking', { id })).json().data;
    const resubmitted = await call(t, w, manager, 'PUT', 'booking', { id, title: 'Once more' });
    expect(resubmitted.statusCode).toBe(400);
    expect(resubmitted.json().code).toBe('rule.projectDone');
    expect((await call(t, w, manager, 'GET', 'booking', { id })).json().data).toEqual(stored);
  });

  test('a frozen agency', async () => {
    const { manager, request } = await agencyWithProject({ isBookingFreezed: true });
    const before = await countBookings(t);
    const response = await call(t, w, manager, 'POST', 'booking', request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rule.bookingsFrozen',
      message: 'Bookings of this agency are currently frozen.',
    });
    expect(await countBookings(t)).toBe(before);
  });

  test('a closed financial year', async () => {
    const { agency, manager, request } = await agencyWithProject();
    await createBudget(t.db, { agencyId: agency.id, financialYearStart: 2026, status: 'CLOSED' });
    const response = await call(t, w, manager, 'POST', 'booking', request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rule.financialYearClosed',
      message: 'The financial year 2026/27 is closed and takes no new costs.',
    });
  });

  test('an inactive freelancer', async () => {
    const gone = (await createFreelancer(t.db)).user;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const response = await call(t, w, w.am, 'POST', 'booking', bookingRequest(w, { freelancer_id: gone.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rule.freelancerInactive' });
  });

  test('a deactivated agency is refused by the service itself too', async () => {
    const { agency, manager, request } = await agencyWithProject({ isActive: false });
    const auth = {
      userId: manager.id,
      email: manager.email,
      realm: 'agency' as const,
      role: 'agency-manager' as const,
      roles: ['agency-manager' as const],
      groups: [agency.id],
      activeGroup: agency.id,
      sessionId: null,
      cfoAgencyIds: null,
      language: 'en' as const,
    };
    const context = { mailer: t.app.platform.mailer, events: t.app.platform.events, publicUrl: 'http://localhost' };
    const parsed = { ...request, description: null, approver_id: null, rate: null, flat_amount: null } as never;
    await expect(createBookingService(t.db, context, auth, parsed)).rejects.toMatchObject({
      statusCode: 400,
      code: 'rule.agencyInactive',
    });
  });

  test('a deactivated agency: its users no longer act in it, nothing is booked', async () => {
    const { agency, manager, request } = await agencyWithProject();
    await t.db.update(agencies).set({ isActive: false }).where(eq(agencies.id, agency.id));
    const before = await countBookings(t);
    const response = await call(t, w, manager, 'POST', 'booking', request);
    expect(response.statusCode).toBe(403);
    expect(await countBookings(t)).toBe(before);
  });
});

describe('GET booking', () => {
  test('who may read a PENDING booking, and can_approve per caller', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    const read = (user: typeof w.am) => call(t, w, user, 'GET', 'booking', { id });
    expect((await read(w.md)).json().data.can_approve).toBe(true);
    expect((await read(w.am)).json().data.can_approve).toBe(false);
    expect((await read(w.admin)).json().data.can_approve).toBe(true);
    expect((await read(w.cfo)).statusCode).toBe(200);
    // Another agency and a freelancer the request has not reached yet see nothing.
    expect((await read(w.otherMd)).statusCode).toBe(404);
    expect((await read(w.freelancer)).statusCode).toBe(404);
    expect((await read(w.otherFreelancer)).statusCode).toBe(404);
  });
});

describe('PUT booking', () => {
  test('only agency users edit; bad input changes nothing', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    for (const user of [w.admin, w.cfo, w.freelancer]) {
      expect((await call(t, w, user, 'PUT', 'booking', { id, title: 'No' })).statusCode).toBe(403);
    }
    expect((await call(t, w, w.otherMd, 'PUT', 'booking', { id, title: 'No' })).statusCode).toBe(404);
    const before = (await call(t, w, w.am, 'GET', 'booking', { id })).json().data;
    // The end date sent alone lies before the stored start date.
    const endBeforeStart = await call(t, w, w.am, 'PUT', 'booking', { id, end_date: '2026-08-01' });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().errors.end_date).toEqual(['The end date must not be before the start date']);
    const flatWithoutAmount = await call(t, w, w.am, 'PUT', 'booking', { id, rate_type: 'FLAT' });
    expect(flatWithoutAmount.statusCode).toBe(400);
    const unknownFreelancer = await call(t, w, w.am, 'PUT', 'booking', { id, freelancer_id: 999_999 });
    expect(unknownFreelancer.statusCode).toBe(400);
    const after = (await call(t, w, w.am, 'GET', 'booking', { id })).json().data;
    expect(after).toEqual(before);
  });

  test('fields left out keep their stored values', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    const edited = (await call(t, w, w.am, 'PUT', 'booking', { id, title: 'Renamed' })).json().data;
    expect(edited).toMatchObject({
      title: 'Renamed',
      it_requirements: ['ENTRY_CARD', 'EMAIL_ADDRESS'],
      server_links: ['https://git.example.com/spring'],
      hours: 40,
      total_cost: 3420,
    });
  });

  test('switching to a flat rate recomputes the figures', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'booking', bookingRequest(w))).json().data;
    const response = await call(t, w, w.am, 'PUT', 'booking', { id, rate_type: 'FLAT', flat_amount: 2500 });
    expect(response.json().data).toMatchObject({
      status: 'PENDING',
      rate_type: 'FLAT',
      total_cost: 2500,
      amount_left: 2500,
      hours_left: null,
      rate_per_hour: null,
    });
  });
});
