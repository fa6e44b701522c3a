import type { Realm } from '@fm/contract/enums';
import { and, eq } from 'drizzle-orm';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createAgencyGroup } from '../../db/factories/agency-group.ts';
import { createClient } from '../../db/factories/client.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { createUser, FACTORY_PASSWORD, type User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';

/**
 * The people and projects the project and booking tests share: Nordlicht (approval required) with two managing
 * directors, an account manager and a project; Südwind (no approval) with its own staff and project; admin,
 * finance and two freelancers. Headers are signed in once per user through the embedded identity provider.
 */
export async function createBookingWorld(t: TestApp) {
  const nordlicht = await createAgency(t.db, { isBookingApprovalRequired: true });
  const suedwind = await createAgency(t.db);
  const md = await createUser(t.db, { role: 'managing-director', agencyIds: [nordlicht.id] });
  const md2 = await createUser(t.db, { role: 'managing-director', agencyIds: [nordlicht.id] });
  const am = await createUser(t.db, { role: 'agency-manager', agencyIds: [nordlicht.id] });
  const am2 = await createUser(t.db, { role: 'agency-manager', agencyIds: [nordlicht.id] });
  const otherMd = await createUser(t.db, { role: 'managing-director', agencyIds: [suedwind.id] });
  const otherAm = await createUser(t.db, { role: 'agency-manager', agencyIds: [suedwind.id] });
  const admin = await createUser(t.db, { role: 'admin' });
  const cfo = await createUser(t.db, { role: 'finance-cfo' });
  // The CFO reports across both agencies; `groupCfo` only across Nordlicht (a CFO sees their groups' agencies).
  await createAgencyGroup(t.db, { agencyIds: [nordlicht.id, suedwind.id], cfoUserIds: [cfo.id] });
  const groupCfo = await createUser(t.db, { role: 'finance-cfo' });
  await createAgencyGroup(t.db, { agencyIds: [nordlicht.id], cfoUserIds: [groupCfo.id] });
  const financeUser = await createUser(t.db, { role: 'finance-user' });
  const freelancer = (await createFreelancer(t.db, { language: 'de' })).user;
  const otherFreelancer = (await createFreelancer(t.db)).user;
  const client = await createClient(t.db, { agencyId: nordlicht.id, name: 'Alsterbank' });
  const otherClient = await createClient(t.db, { agencyId: suedwind.id });
  const project = await createProject(t.db, {
    agencyId: nordlicht.id,
    clientId: client.id,
    createdBy: am.id,
    allocations: [{ number: 'KST-100' }, { number: 'KST-200', isActive: false }],
  });
  const otherProject = await createProject(t.db, {
    agencyId: suedwind.id,
    clientId: otherClient.id,
    createdBy: otherAm.id,
  });

  const headerCache = new Map<number, Record<string, string>>();
  const realmOf = (user: User): Realm => user.realm;
  const headers = async (user: User, language: 'en' | 'de' = 'en') => {
    const cached = headerCache.get(user.id);
    if (cached) return { ...cached, 'accept-language': language };
    const signed = await t.signIn(user.email, realmOf(user), { password: FACTORY_PASSWORD });
    headerCache.set(user.id, signed);
    return { ...signed, 'accept-language': language };
  };

  const [activeAllocation, inactiveAllocation] = project.allocations;
  return {
    nordlicht,
    suedwind,
    md,
    md2,
    am,
    am2,
    otherMd,
    otherAm,
    admin,
    cfo,
    groupCfo,
    financeUser,
    freelancer,
    otherFreelancer,
    client,
    otherClient,
    project,
    otherProject,
    activeAllocation: activeAllocation!,
    inactiveAllocation: inactiveAllocation!,
    headers,
  };
}
export type BookingWorld = Awaited<ReturnType<typeof createBookingWorld>>;

let bookingApp: TestApp;
let bookingWorld: BookingWorld;
/**
 * Opens the file's test app with a booking world before its tests and closes it after them; the tests read
 * them as `t` and `w` (live bindings, set once the tests run).
 */
export function useBookingWorld() {
  useTestApp(createBookingWorld, (app, world) => {
    bookingApp = app;
    bookingWorld = world;
  });
}
export { bookingApp as t, bookingWorld as w };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as `user` to `/api/{base}/{path}`; GET and DELETE send `payload` as the query string. */
export async function api(
  t: TestApp,
  w: BookingWorld,
  user: User,
  method: Method,
  route: string,
  payload?: Record<string, unknown>,
  language: 'en' | 'de' = 'en',
) {
  const headers = await w.headers(user, language);
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(payload ?? {})) {
      if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, String(item));
      else if (value !== undefined) query.append(key, String(value));
    }
    const search = query.toString();
    return t.app.inject({ method, url: `/api/${route}${search ? `?${search}` : ''}`, headers });
  }
  return t.app.inject({ method, url: `/api/${route}`, headers, payload: payload ?? {} });
}

/** One call of the agency API (`/api/agency/{path}`) as `user`; GET sends `payload` as the query string. */
export function call(
  t: TestApp,
  world: BookingWorld,
  user: User,
  method: Exclude<Method, 'DELETE'>,
  path: string,
  payload?: Record<string, unknown>,
  language: 'en' | 'de' = 'en',
) {
  return api(t, world, user, method, `agency/${path}`, payload, language);
}

/** A valid booking request of the world's Nordlicht project for the world's freelancer. */
export function bookingRequest(world: BookingWorld, overrides: Record<string, unknown> = {}) {
  return {
    project_id: world.project.id,
    freelancer_id: world.freelancer.id,
    title: 'Motion design for the spring campaign',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    rate_type: 'HOURLY',
    rate_per_hour: 85.5,
    hours: 40,
    allocation_ids: [world.activeAllocation.id],
    it_requirements: ['ENTRY_CARD', 'EMAIL_ADDRESS'],
    server_links: ['https://git.example.com/spring'],
    ...overrides,
  };
}

/** What a booking's state changes left behind: activity entries, notifications and outbox mails. */
export async function tracesOf(t: TestApp, bookingId: number) {
  const activity = await t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'booking'), eq(activityLog.entityId, bookingId)))
    .orderBy(activityLog.id);
  const notes = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityType, 'booking'), eq(notifications.entityId, bookingId)))
    .orderBy(notifications.id);
  return { activity, notifications: notes };
}

export async function mailsTo(t: TestApp, email: string) {
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, email)).orderBy(outboxMails.id);
}

export async function countBookings(t: TestApp) {
  return (await t.db.select({ id: bookings.id }).from(bookings)).length;
}
