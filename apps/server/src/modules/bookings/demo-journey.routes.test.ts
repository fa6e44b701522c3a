import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/seed/demo-seed.ts';

/** The journey through the API on the demo world, and every demo project and booking read back. */

let t: TestApp;
type Headers = Record<string, string>;
const as: Record<string, Headers> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  as.am = await t.signIn('am@demo.test', 'agency');
  as.md2 = await t.signIn('md2@demo.test', 'agency');
  as.freelancer = await t.signIn('freelancer@demo.test', 'freelancer');
  as.admin = await t.signIn('admin@demo.test', 'admin');
});
afterAll(() => t.close());

const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url: `/api/agency/${url}`, headers });
const send = (headers: Headers, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/agency/${url}`, headers, payload });

describe('demo data reads back through every read call', () => {
  test('every demo project and booking answers its detail for admin', async () => {
    const projects = await get(as.admin!, 'project?items=200&status[]=ONGOING&status[]=PAUSED&status[]=DONE');
    expect(projects.statusCode).toBe(200);
    const projectIds: number[] = projects.json().data.data.map((project: { id: number }) => project.id);
    expect(projectIds.length).toBeGreaterThan(3);
    for (const id of projectIds) expect((await get(as.admin!, `project?id=${id}`)).statusCode).toBe(200);
    const bookings = await get(as.admin!, 'bookings?items=200&start_date=2000-01-01&end_date=2100-12-31');
    expect(bookings.statusCode).toBe(200);
    const bookingIds: number[] = bookings.json().data.data.map((booking: { id: number }) => booking.id);
    expect(bookingIds.length).toBeGreaterThan(5);
    for (const id of bookingIds) expect((await get(as.admin!, `booking?id=${id}`)).statusCode).toBe(200);
  });
});

describe('am books freelancer@demo.test, md2 approves, the freelancer accepts, am extends and closes', () => {
  test('the whole path', async () => {
    const [macon] = (await get(as.am!, 'project/maconomy?keyword=NM-26-101')).json().data;
    expect(macon).toBeDefined();
    const profile = (await get(as.am!, 'profile')).json().data;
    const project = await send(as.am!, 'POST', 'project', {
      name: 'Journey project',
      client_id: profile.clients[0].id,
      due_date: '2027-05-31',
      project_number: macon.project_number,
      allocations: [{ number: 'KST-J-1' }],
    });
    expect(project.statusCode).toBe(200);
    const { id: projectId, allocations } = project.json().data;
    const me = (await t.app.inject({ method: 'GET', url: '/api/freelancer/profile', headers: as.freelancer! })).json()
      .data;
    const freelancerId = me.user_id;
    const md2 = profile.users.find((user: { role: string; id: number }) => user.role === 'managing-director');
    const created = await send(as.am!, 'POST', 'booking', {
      project_id: projectId,
      freelancer_id: freelancerId,
      title: 'Journey booking',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      rate_type: 'HOURLY',
      rate_per_hour: 90,
      hours: 16,
      allocation_ids: [allocations[0].id],
      approver_id: md2?.id,
    });
    expect(created.statusCode).toBe(200);
    const booking = created.json().data;
    expect(booking).toMatchObject({ status: 'PENDING', total_cost: 1440 });
    expect((await get(as.md2!, `booking?id=${booking.id}`)).json().data.can_approve).toBe(true);
    const pending = (await get(as.md2!, 'bookings?status[]=PENDING')).json().data.data.map((b: { id: number }) => b.id);
    expect(pending).toContain(booking.id);
    expect((await send(as.md2!, 'PATCH', 'booking/approve', { booking_id: booking.id })).json().data.status).toBe(
      'APPROVED',
    );
    expect((await send(as.freelancer!, 'PATCH', 'booking/accept', { booking_id: booking.id })).json().data.status).toBe(
      'BOOKED',
    );
    const extended = await send(as.am!, 'PUT', 'booking/extend', { booking_id: booking.id, end_date: '2027-01-15' });
    expect(extended.json().data.end_date).toBe('2027-01-15');
    expect((await send(as.am!, 'PATCH', 'booking/close', { booking_id: booking.id })).json().data.status).toBe(
      'FINISHED',
    );
    const mine = (await get(as.freelancer!, 'bookings?tab=CLOSED')).json().data.data.map((b: { id: number }) => b.id);
    expect(mine).toContain(booking.id);
  });
});
