import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createClient } from '../../db/factories/client.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { users } from '../../db/schema/identity.ts';

let t: TestApp;
let agencyId: number;
let otherAgencyId: number;
let frieda: number;
let otto: number;
const as: Record<string, Record<string, string>> = {};
const password = FACTORY_PASSWORD;

beforeAll(async () => {
  t = await createTestApp();
  agencyId = (await createAgency(t.db, { name: 'Nordlicht' })).id;
  otherAgencyId = (await createAgency(t.db, { name: 'Südwind' })).id;
  await createUser(t.db, { email: 'md@t.test', role: 'managing-director', agencyIds: [agencyId] });
  await createUser(t.db, { email: 'am@t.test', role: 'agency-manager', agencyIds: [agencyId] });
  await createUser(t.db, { email: 'am2@t.test', role: 'agency-manager', agencyIds: [otherAgencyId] });
  await createUser(t.db, { email: 'fin@t.test', role: 'finance-user' });
  await createUser(t.db, { email: 'cfo@t.test', role: 'finance-cfo' });
  await createUser(t.db, { email: 'admin@t.test', role: 'admin' });
  frieda = (await createFreelancer(t.db, { email: 'frieda@t.test', firstName: 'Frieda', absentDates: ['2026-10-01'] }))
    .user.id;
  otto = (await createFreelancer(t.db, { email: 'otto@t.test', firstName: 'Otto' })).user.id;
  const realms = {
    md: ['md@t.test', 'agency'],
    am: ['am@t.test', 'agency'],
    am2: ['am2@t.test', 'agency'],
    fin: ['fin@t.test', 'finance'],
    cfo: ['cfo@t.test', 'finance'],
    admin: ['admin@t.test', 'admin'],
    frieda: ['frieda@t.test', 'freelancer'],
    otto: ['otto@t.test', 'freelancer'],
  } as const;
  for (const [name, [email, realm]] of Object.entries(realms)) as[name] = await t.signIn(email, realm, { password });
}, 60_000);
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/freelancer/user', () => {
  test('agency users see their own agency’s bookings and clients, no vendor number; finance and admin see all', async () => {
    const client = await createClient(t.db, { agencyId, name: 'Hafen AG' });
    const project = await createProject(t.db, { agencyId, clientId: client.id, name: 'Hafenfest' });
    await createBooking(t.db, {
      projectId: project.id,
      freelancerId: frieda,
      status: 'BOOKED',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    const otherProject = await createProject(t.db, { agencyId: otherAgencyId, name: 'Südprojekt' });
    await createBooking(t.db, {
      projectId: otherProject.id,
      freelancerId: frieda,
      status: 'FINISHED',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });

    const agencyView = (await call('GET', `/api/freelancer/user?id=${frieda}`, as.am!)).json().data;
    expect(agencyView).toMatchObject({
      id: frieda,
      first_name: 'Frieda',
      vendor_number: null,
      is_profile_complete: true,
    });
    expect(agencyView.bookings.map((booking: { project: { name: string } }) => booking.project.name)).toEqual([
      'Hafenfest',
    ]);
    expect(agencyView.clients).toEqual([{ id: client.id, client: 'Hafen AG' }]);
    expect(agencyView.absence).toEqual([expect.objectContaining({ dates: '2026-10-01' })]);

    for (const role of ['fin', 'admin', 'md'] as const) {
      const response = await call('GET', `/api/freelancer/user?id=${frieda}`, as[role]!);
      expect(response.statusCode, role).toBe(200);
    }
    const financeView = (await call('GET', `/api/freelancer/user?id=${frieda}`, as.fin!)).json().data;
    expect(financeView.vendor_number).toMatch(/^V-/);
    expect(financeView.bookings).toHaveLength(2);
  });

  test('freelancers may not read details; unknown ids answer 404', async () => {
    expect((await call('GET', `/api/freelancer/user?id=${otto}`, as.frieda!)).statusCode).toBe(403);
    expect((await call('GET', '/api/freelancer/user?id=999999', as.am!)).statusCode).toBe(404);
    const manager = await createUser(t.db, { role: 'agency-manager', agencyIds: [agencyId] });
    expect((await call('GET', `/api/freelancer/user?id=${manager.id}`, as.am!)).statusCode).toBe(404);
  });
});

describe('bookmarks', () => {
  test('are per user and unique; removing works only on one’s own', async () => {
    const first = await call('POST', '/api/freelancer/bookmark/add', as.am!, { freelancer_user_id: otto });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/freelancer/bookmark/add', as.am!, { freelancer_user_id: otto });
    expect(again.json().data).toEqual(first.json().data);
    const bookmarkId = first.json().data.id as number;

    const listed = async (headers: Record<string, string>) =>
      (await call('GET', '/api/freelancer/list?bookmarked=true&available=false', headers))
        .json()
        .data.data.map((row: { id: number }) => row.id);
    expect(await listed(as.am!)).toEqual([otto]);
    expect(await listed(as.md!)).toEqual([]);

    expect((await call('POST', '/api/freelancer/bookmark/remove', as.md!, { id: bookmarkId })).statusCode).toBe(404);
    expect(await listed(as.am!)).toEqual([otto]);
    const removed = await call('POST', '/api/freelancer/bookmark/remove', as.am!, { id: bookmarkId });
    expect(removed.json().data).toEqual({ id: bookmarkId });
    expect(await listed(as.am!)).toEqual([]);
  });

  test('unknown freelancers answer 404, freelancers may not bookmark, bad ids get a message', async () => {
    expect(
      (await call('POST', '/api/freelancer/bookmark/add', as.fin!, { freelancer_user_id: 999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/freelancer/bookmark/add', as.frieda!, { freelancer_user_id: otto })).statusCode,
    ).toBe(403);
    const bad = await call('POST', '/api/freelancer/bookmark/add', as.am!, { freelancer_user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.freelancer_user_id).toEqual(['Please choose a valid value']);
  });
});

describe('PUT /api/freelancer/vendor-number/update', () => {
  test('finance sets it; a number already used elsewhere is refused and nothing changes', async () => {
    const saved = await call('PUT', '/api/freelancer/vendor-number/update', as.fin!, {
      freelancer_id: otto,
      vendor_number: 'K-4711',
    });
    expect(saved.json().data).toEqual({ freelancer_id: otto, vendor_number: 'K-4711' });
    const taken = await call('PUT', '/api/freelancer/vendor-number/update', as.cfo!, {
      freelancer_id: frieda,
      vendor_number: 'K-4711',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('K-4711 already exists.');
    const invalid = await call('PUT', '/api/freelancer/vendor-number/update', as.admin!, {
      freelancer_id: frieda,
      vendor_number: 'no spaces!',
    });
    expect(invalid.json().errors.vendor_number).toEqual(['Invalid vendor number']);
    const [row] = await t.db.select().from(freelancers).where(eq(freelancers.id, frieda));
    expect(row!.vendorNumber).toMatch(/^V-/);
  });

  test('agency users and freelancers may not; an unknown freelancer answers 404', async () => {
    for (const role of ['md', 'am', 'frieda'] as const) {
      const response = await call('PUT', '/api/freelancer/vendor-number/update', as[role]!, {
        freelancer_id: otto,
        vendor_number: 'X-1',
      });
      expect(response.statusCode, role).toBe(403);
    }
    const unknown = await call('PUT', '/api/freelancer/vendor-number/update', as.fin!, {
      freelancer_id: 999_999,
      vendor_number: 'X-1',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('absence', () => {
  test('days are added as a list (each once) and removed by id; another freelancer’s ids answer 404', async () => {
    const added = await call('POST', '/api/freelancer/absence', as.otto!, {
      absent_dates: ['2026-12-24', '2026-12-27', '2026-12-24'],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((day: { dates: string }) => day.dates)).toEqual(['2026-12-24', '2026-12-27']);
    const [christmas] = added.json().data as { id: number }[];
    const fremd = (await call('GET', '/api/freelancer/profile', as.frieda!)).json().data.absence[0].id as number;
    const refused = await call('DELETE', `/api/freelancer/absence?ids[]=${christmas!.id}&ids[]=${fremd}`, as.otto!);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/freelancer/profile', as.otto!)).json().data.absence).toHaveLength(2);
    const removed = await call('DELETE', `/api/freelancer/absence?ids[]=${christmas!.id}`, as.otto!);
    expect(removed.json().data).toEqual({ ids: [christmas!.id] });
    expect((await call('GET', '/api/freelancer/profile', as.otto!)).json().data.absence).toHaveLength(1);
  });

  test('bad dates and empty lists get a clear message; other roles may not', async () => {
    const bad = await call('POST', '/api/freelancer/absence', as.otto!, { absent_dates: ['2026-02-30'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('Please enter a valid date');
    expect((await call('POST', '/api/freelancer/absence', as.otto!, { absent_dates: [] })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/freelancer/absence', as.otto!)).statusCode).toBe(400);
    expect((await call('POST', '/api/freelancer/absence', as.am!, { absent_dates: ['2026-12-01'] })).statusCode).toBe(
      403,
    );
  });
});

describe('income charts', () => {
  test('cleared = finance-approved time and payments, commissioned = booked cost, per month and per day', async () => {
    const { user } = await createFreelancer(t.db, { email: 'earner@t.test' });
    const headers = await t.signIn('earner@t.test', 'freelancer', { password });
    const hourly = await createBooking(t.db, {
      freelancerId: user.id,
      status: 'BOOKED',
      ratePerHourCents: 9_000,
      hours: 100,
      startDate: '2026-03-02',
      endDate: '2026-05-29',
    });
    await createTimeRecord(t.db, {
      bookingId: hourly.id,
      workDate: '2026-03-10',
      minutes: 480,
      status: 'FINANCE_APPROVED',
    });
    await createTimeRecord(t.db, {
      bookingId: hourly.id,
      workDate: '2026-03-11',
      minutes: 90,
      status: 'FINANCE_APPROVED',
    });
    await createTimeRecord(t.db, { bookingId: hourly.id, workDate: '2026-03-12', minutes: 480, status: 'APPROVED' });
    const flat = await createBooking(t.db, {
      freelancerId: user.id,
      status: 'FINISHED',
      rateType: 'FLAT',
      flatAmountCents: 300_000,
      startDate: '2026-04-01',
      endDate: '2026-04-30',
    });
    await createFlatRatePayment(t.db, {
      bookingId: flat.id,
      amountCents: 120_000,
      paymentDate: '2026-04-15',
      status: 'FINANCE_APPROVED',
    });
    await createFlatRatePayment(t.db, {
      bookingId: flat.id,
      amountCents: 50_000,
      paymentDate: '2026-04-16',
      status: 'FINANCE_PENDING',
    });
    await createBooking(t.db, {
      freelancerId: user.id,
      status: 'CANCELLED',
      startDate: '2026-03-20',
      endDate: '2026-03-25',
    });

    const yearly = await call('GET', '/api/freelancer/income/chart/yearly/2026', headers);
    expect(yearly.statusCode).toBe(200);
    const months = yearly.json().data as { period: string; cleared: number; commissioned: number }[];
    expect(months).toHaveLength(12);
    expect(months[2]).toEqual({ period: '2026-03', cleared: 720 + 135, commissioned: 9_000 });
    expect(months[3]).toEqual({ period: '2026-04', cleared: 1_200, commissioned: 3_000 });
    expect(months[0]).toEqual({ period: '2026-01', cleared: 0, commissioned: 0 });

    const march = (await call('GET', '/api/freelancer/income/chart/monthly/3/year/2026', headers)).json().data;
    expect(march).toHaveLength(31);
    expect(march[1]).toEqual({ period: '2026-03-02', cleared: 0, commissioned: 9_000 });
    expect(march[9]).toEqual({ period: '2026-03-10', cleared: 720, commissioned: 0 });
    expect(march[10]).toMatchObject({ cleared: 135 });
    expect((await call('GET', '/api/freelancer/income/chart/monthly/2/year/2026', headers)).json().data).toHaveLength(
      28,
    );

    const otherFreelancer = (await call('GET', '/api/freelancer/income/chart/yearly/2026', as.otto!)).json().data;
    expect(
      otherFreelancer.every(
        (point: { cleared: number; commissioned: number }) => point.cleared === 0 && point.commissioned === 0,
      ),
    ).toBe(true);
  });

  test('only freelancers read it; bad months and years get a message', async () => {
    expect((await call('GET', '/api/freelancer/income/chart/yearly/2026', as.am!)).statusCode).toBe(403);
    expect((await call('GET', '/api/freelancer/income/chart/monthly/13/year/2026', as.otto!)).statusCode).toBe(400);
    expect((await call('GET', '/api/freelancer/income/chart/yearly/19', as.otto!)).statusCode).toBe(400);
  });
});

describe('deleting freelancers', () => {
  test('a freelancer with open bookings cannot delete the account and is told why', async () => {
    const { user } = await createFreelancer(t.db, { email: 'busy@t.test' });
    await createBooking(t.db, { freelancerId: user.id, status: 'BOOKED' });
    const headers = await t.signIn('busy@t.test', 'freelancer', { password });
    const refused = await call('DELETE', '/api/freelancer/delete-account', headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The account cannot be deleted while bookings are still open (open bookings: 1). Please finish or cancel them first.',
    );
    expect((await call('GET', '/api/freelancer/profile', headers)).statusCode).toBe(200);
  });

  test('deleting the own account keeps bookings and time, removes personal data and ends the sessions', async () => {
    const { user } = await createFreelancer(t.db, {
      email: 'leaver@t.test',
      firstName: 'Lea',
      absentDates: ['2026-11-11'],
    });
    const booking = await createBooking(t.db, { freelancerId: user.id, status: 'BOOKED' });
    await createTimeRecord(t.db, { bookingId: booking.id, status: 'FINANCE_APPROVED' });
    await t.db.update(bookings).set({ status: 'FINISHED' }).where(eq(bookings.id, booking.id));
    await call('POST', '/api/freelancer/bookmark/add', as.am!, { freelancer_user_id: user.id });
    const headers = await t.signIn('leaver@t.test', 'freelancer', { password });

    const deleted = await call('DELETE', '/api/freelancer/delete-account', headers);
    expect(deleted.json()).toEqual({ status: 'success', data: { done: true } });
    expect((await call('GET', '/api/freelancer/profile', headers)).statusCode).toBe(401);
    await expect(t.signIn('leaver@t.test', 'freelancer', { password })).rejects.toThrow();
    const [row] = await t.db.select().from(freelancers).where(eq(freelancers.id, user.id));
    expect(row).toMatchObject({ iban: null, residentialStreet: null, vendorNumber: expect.stringMatching(/^V-/) });
    expect(row!.deletedAt).not.toBeNull();
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ firstName: 'Deleted', isActive: false, passwordHash: null });
    expect(account!.email).not.toContain('leaver');
    expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
    expect((await call('GET', `/api/freelancer/user?id=${user.id}`, as.admin!)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.entityId, user.id));
    expect(entry).toMatchObject({ action: 'FREELANCER_ACCOUNT_DELETED', actorId: user.id, afterStatus: 'DELETED' });
  });

  test('admins delete a freelancer; others may not; unknown ids answer 404', async () => {
    const { user } = await createFreelancer(t.db, { email: 'removed@t.test' });
    for (const role of ['fin', 'md', 'frieda'] as const) {
      expect((await call('DELETE', `/api/freelancer/delete-user?id=${user.id}`, as[role]!)).statusCode, role).toBe(403);
    }
    const deleted = await call('DELETE', `/api/freelancer/delete-user?id=${user.id}`, as.admin!);
    expect(deleted.json().data).toEqual({ id: user.id });
    expect((await call('DELETE', `/api/freelancer/delete-user?id=${user.id}`, as.admin!)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/freelancer/delete-user?id=999999', as.admin!)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/freelancer/delete-account', as.admin!)).statusCode).toBe(403);
  });
});
