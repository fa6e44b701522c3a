import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createProject } from '../../db/factories/project.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { api, createBookingWorld } from '../bookings/booking-test-world.ts';

export { api } from '../bookings/booking-test-world.ts';

/**
 * The booking world (Nordlicht and Südwind with their staff, admin, finance, two freelancers) plus a project
 * with two active allocations and one inactive, for time-record and flat-rate payment tests.
 */
export async function createRecordWorld(t: TestApp) {
  const world = await createBookingWorld(t);
  const splitProject = await createProject(t.db, {
    agencyId: world.nordlicht.id,
    clientId: world.client.id,
    createdBy: world.am.id,
    allocations: [{ number: 'KST-A' }, { number: 'KST-B' }, { number: 'KST-OFF', isActive: false }],
  });
  return { ...world, splitProject };
}
export type RecordWorld = Awaited<ReturnType<typeof createRecordWorld>>;

let recordApp: TestApp;
let recordWorld: RecordWorld;
/**
 * Opens the file's test app with a record world before its tests and closes it after them; the tests read
 * them as `t` and `w` (live bindings, set once the tests run).
 */
export function useRecordWorld() {
  useTestApp(createRecordWorld, (app, world) => {
    recordApp = app;
    recordWorld = world;
  });
}
export { recordApp as t, recordWorld as w };

/** One page of a time-record or flat-rate payment list at `path` as `user` sees it (the call must answer 200). */
export async function listPage(
  t: TestApp,
  w: RecordWorld,
  user: RecordWorld['am'],
  path: string,
  query: Record<string, unknown> = {},
) {
  const response = await api(t, w, user, 'GET', path, query);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    data: { id: number; status: string }[];
    total: number;
    items: number;
    last_page: number;
  };
}

/** The ids of listed or created rows, in ascending order. */
export const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

type BookingOverrides = Parameters<typeof createBooking>[1];

/** A BOOKED booking of Nordlicht's split project for the world's freelancer, booked by the account manager `am`. */
function bookedBooking(w: RecordWorld, booking: BookingOverrides) {
  return (t: TestApp) =>
    createBooking(t.db, {
      projectId: w.splitProject.id,
      createdBy: w.am.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      approvedAt: new Date(),
      startDate: '2026-09-01',
      endDate: '2026-12-31',
      ...booking,
    });
}

/** A BOOKED hourly booking (40 hours) of Nordlicht for the world's freelancer, booked by `am`. */
export function hourlyBooking(w: RecordWorld, overrides: BookingOverrides = {}) {
  return bookedBooking(w, { rateType: 'HOURLY', hours: 40, ...overrides });
}

/** A BOOKED flat booking (5 000 €) of Nordlicht for the world's freelancer, booked by `am`. */
export function flatBooking(w: RecordWorld, overrides: BookingOverrides = {}) {
  return bookedBooking(w, { rateType: 'FLAT', flatAmountCents: 500_000, ...overrides });
}

export async function bookingRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function recordsOf(t: TestApp, bookingId: number) {
  return t.db.select().from(timeRecords).where(eq(timeRecords.bookingId, bookingId)).orderBy(timeRecords.id);
}

export async function paymentsOf(t: TestApp, bookingId: number) {
  return t.db
    .select()
    .from(flatRatePayments)
    .where(eq(flatRatePayments.bookingId, bookingId))
    .orderBy(flatRatePayments.id);
}

/** Activity entries and notifications one time record or payment left behind. */
export async function tracesOf(t: TestApp, entityType: 'time_record' | 'flat_rate_payment', entityId: number) {
  const activity = await t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId)))
    .orderBy(activityLog.id);
  const notes = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityType, entityType), eq(notifications.entityId, entityId)))
    .orderBy(notifications.id);
  return { activity, notifications: notes };
}
