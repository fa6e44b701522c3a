import { currentHalfYear } from '@fm/contract/constants';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Booking, createBooking } from '../../db/factories/booking.ts';
import { createProject } from '../../db/factories/project.ts';
import { type BookingWorld, call, createBookingWorld } from './booking-test-world.ts';

let t: TestApp;
let w: BookingWorld;
const inWindow: Record<string, Booking> = {};
let oldOpen: Booking;
let otherAgencyBooking: Booking;
let secondProject: Awaited<ReturnType<typeof createProject>>;

/** Shifts an ISO date by whole years. */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
  const window = currentHalfYear(new Date());
  secondProject = await createProject(t.db, { agencyId: w.nordlicht.id, createdBy: w.am2.id });
  const common = { startDate: window.start_date, endDate: window.end_date, createdBy: w.am.id, approvedAt: new Date() };
  for (const status of ['PENDING', 'APPROVED', 'BOOKED', 'FREELANCER_DECLINED', 'FINISHED', 'CANCELLED'] as const) {
    inWindow[status] = await createBooking(t.db, {
      ...common,
      projectId: status === 'BOOKED' ? secondProject.id : w.project.id,
      freelancerId: status === 'APPROVED' ? w.otherFreelancer.id : w.freelancer.id,
      status,
      title: `Window ${status}`,
    });
  }
  oldOpen = await createBooking(t.db, {
    ...common,
    projectId: w.project.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    startDate: yearsBefore(window.start_date, 1),
    endDate: yearsBefore(window.end_date, 1),
  });
  otherAgencyBooking = await createBooking(t.db, {
    ...common,
    projectId: w.otherProject.id,
    freelancerId: w.freelancer.id,
    createdBy: w.otherAm.id,
    status: 'BOOKED',
  });
});
afterAll(() => t.close());

const ids = (response: { json: () => { data: { data: { id: number }[] } } }) =>
  response.json().data.data.map((booking) => booking.id);

describe('GET bookings', () => {
  test('OPEN tab: open statuses of the current half-year, newest id first', async () => {
    const response = await call(t, w, w.md, 'GET', 'bookings', { tab: 'OPEN' });
    expect(response.statusCode).toBe(200);
    const { data, total, page, items, last_page } = response.json().data;
    expect(ids(response)).toEqual(
      ['FREELANCER_DECLINED', 'BOOKED', 'APPROVED', 'PENDING'].map((status) => inWindow[status]!.id),
    );
    expect({ total, page, items, last_page }).toEqual({ total: 4, page: 1, items: 25, last_page: 1 });
    expect(data[0]).toMatchObject({ booking_code: inWindow.FREELANCER_DECLINED!.bookingCode, hours_left: 40 });
  });

  test('OPEN tab with dates: the window given replaces the default', async () => {
    const response = await call(t, w, w.md, 'GET', 'bookings', {
      tab: 'OPEN',
      start_date: oldOpen.startDate,
      end_date: oldOpen.endDate,
    });
    expect(ids(response)).toEqual([oldOpen.id]);
  });

  test('without a tab (a filtered list) no default period applies: a booking of any date is listed', async () => {
    const filtered = await call(t, w, w.md, 'GET', 'bookings', { status: ['BOOKED'] });
    expect(ids(filtered)).toEqual(expect.arrayContaining([oldOpen.id, inWindow.BOOKED!.id]));
    const openTab = await call(t, w, w.md, 'GET', 'bookings', { tab: 'OPEN', status: ['BOOKED'] });
    expect(ids(openTab)).not.toContain(oldOpen.id);
  });

  test('CLOSED tab: FINISHED and CANCELLED', async () => {
    const response = await call(t, w, w.md, 'GET', 'bookings', { tab: 'CLOSED', sort: 'asc' });
    expect(ids(response)).toEqual([inWindow.FINISHED!.id, inWindow.CANCELLED!.id]);
  });

  test('sort, paging, status and project filters', async () => {
    const byTitle = await call(t, w, w.md, 'GET', 'bookings', { tab: 'OPEN', sortBy: 'title', sort: 'asc', items: 2 });
    expect(byTitle.json().data).toMatchObject({ total: 4, items: 2, last_page: 2 });
    expect(ids(byTitle)).toEqual([inWindow.APPROVED!.id, inWindow.BOOKED!.id]);
    const statuses = await call(t, w, w.md, 'GET', 'bookings', { status: ['PENDING', 'FINISHED'] });
    expect(ids(statuses)).toEqual([inWindow.FINISHED!.id, inWindow.PENDING!.id]);
    const narrowed = await call(t, w, w.md, 'GET', 'bookings', { tab: 'OPEN', status: ['PENDING', 'FINISHED'] });
    expect(ids(narrowed)).toEqual([inWindow.PENDING!.id]);
    const outside = await call(t, w, w.md, 'GET', 'bookings', { tab: 'CLOSED', status: ['PENDING'] });
    expect(outside.json().data).toMatchObject({ data: [], total: 0 });
    const project = await call(t, w, w.md, 'GET', 'bookings', { tab: 'OPEN', projects: [secondProject.id] });
    expect(ids(project)).toEqual([inWindow.BOOKED!.id]);
  });

  test('agency users see only their agency; the agencies and freelancers filters are ignored for them', async () => {
    const response = await call(t, w, w.am, 'GET', 'bookings', {
      tab: 'OPEN',
      agencies: [w.suedwind.id],
      freelancers: [w.otherFreelancer.id],
    });
    expect(ids(response)).toHaveLength(4);
    expect(ids(response)).not.toContain(otherAgencyBooking.id);
  });

  test('freelancers see their own bookings that reached them; filters for others are ignored', async () => {
    const response = await call(t, w, w.freelancer, 'GET', 'bookings', {
      tab: 'OPEN',
      freelancers: [w.otherFreelancer.id],
      agencies: [w.nordlicht.id],
    });
    expect(ids(response).sort()).toEqual(
      [inWindow.PENDING!.id, inWindow.BOOKED!.id, inWindow.FREELANCER_DECLINED!.id, otherAgencyBooking.id].sort(),
    );
  });

  test('admin and finance see every agency and may filter by agency and freelancer', async () => {
    const all = await call(t, w, w.cfo, 'GET', 'bookings', { tab: 'OPEN' });
    expect(ids(all)).toContain(otherAgencyBooking.id);
    const suedwind = await call(t, w, w.admin, 'GET', 'bookings', { tab: 'OPEN', agencies: [w.suedwind.id] });
    expect(ids(suedwind)).toEqual([otherAgencyBooking.id]);
    const freelancer = await call(t, w, w.financeUser, 'GET', 'bookings', { freelancers: [w.otherFreelancer.id] });
    expect(ids(freelancer)).toEqual([inWindow.APPROVED!.id]);
  });

  test('bad paging is refused with a field message', async () => {
    const response = await call(t, w, w.md, 'GET', 'bookings', { items: 500 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.items).toBeDefined();
  });
});
