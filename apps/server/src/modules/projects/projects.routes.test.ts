import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createClient } from '../../db/factories/client.ts';
import { createProject } from '../../db/factories/project.ts';
import { createUser, type User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { maconomyProjects, projects } from '../../db/schema/projects.ts';
import { type BookingWorld, call, createBookingWorld } from '../bookings/booking-test-world.ts';

let t: TestApp;
let w: BookingWorld;
let maconomyAgency: Awaited<ReturnType<typeof createAgency>>;
let maconomyManager: User;
let maconomyClient: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
  maconomyAgency = await createAgency(t.db, { isMaconomyDataExchangeRequired: true });
  maconomyManager = await createUser(t.db, { role: 'managing-director', agencyIds: [maconomyAgency.id] });
  maconomyClient = await createClient(t.db, { agencyId: maconomyAgency.id });
  await t.db.insert(maconomyProjects).values([
    { number: 'NM-26-1001', name: 'Alsterbank Relaunch', agencyId: maconomyAgency.id },
    { number: 'NM-26-1002', name: 'Hafen Festival', agencyId: w.suedwind.id },
    { number: 'GRP-0001', name: 'Gruppenweite Markenführung', agencyId: null },
  ]);
});
afterAll(() => t.close());

const projectCount = async () => (await t.db.select({ id: projects.id }).from(projects)).length;

const newProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring campaign',
  client_id: w.client.id,
  due_date: '2027-03-31',
  description: 'Print and social',
  allocations: [
    { number: 'KST-9001', name: 'Print' },
    { number: 'KST-9002', is_active: false },
  ],
  ...overrides,
});

describe('POST and PUT project', () => {
  test('an account manager creates a project with allocations in the active agency', async () => {
    const response = await call(t, w, w.am, 'POST', 'project', newProject());
    expect(response.statusCode).toBe(200);
    const project = response.json().data;
    expect(project).toMatchObject({
      name: 'Spring campaign',
      status: 'ONGOING',
      due_date: '2027-03-31',
      financial_year: '2026/27',
      client_name: 'Alsterbank',
      agency: { id: w.nordlicht.id },
      owner: { id: w.am.id },
      bookings: [],
      commissioned: 0,
      cleared: 0,
    });
    expect(project.allocations.map((a: { number: string; is_active: boolean }) => [a.number, a.is_active])).toEqual([
      ['KST-9001', true],
      ['KST-9002', false],
    ]);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.entityId, project.id));
    expect(entry).toMatchObject({ action: 'PROJECT_CREATED', entityType: 'project' });
  });

  test('only inactive allocations are refused with the catalogue message, nothing is created', async () => {
    const before = await projectCount();
    const response = await call(
      t,
      w,
      w.am,
      'POST',
      'project',
      newProject({ allocations: [{ number: 'KST-1', is_active: false }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('There should be at least one active allocation');
    expect(await projectCount()).toBe(before);
  });

  test("another agency's client and duplicate allocation numbers are refused", async () => {
    const foreign = await call(t, w, w.am, 'POST', 'project', newProject({ client_id: w.otherClient.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.client_id).toBeDefined();
    const duplicate = await call(
      t,
      w,
      w.am,
      'POST',
      'project',
      newProject({ allocations: [{ number: 'A-1' }, { number: 'a-1' }] }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('a-1 already exists.');
  });

  test('an agency that exchanges data with the accounting system must link a known project', async () => {
    const base = newProject({ client_id: maconomyClient.id });
    const missing = await call(t, w, maconomyManager, 'POST', 'project', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.project_number).toBeDefined();
    const foreign = await call(t, w, maconomyManager, 'POST', 'project', { ...base, project_number: 'NM-26-1002' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.project_number).toEqual(['Invalid external project number']);
    const linked = await call(t, w, maconomyManager, 'POST', 'project', { ...base, project_number: 'NM-26-1001' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({
      project_number: 'NM-26-1001',
      maconomy_project_name: 'Alsterbank Relaunch',
    });
  });

  test('admin creates a project for a named agency; finance and freelancers may not', async () => {
    const admin = await call(t, w, w.admin, 'POST', 'project', newProject({ agency_id: w.nordlicht.id }));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.owner).toBeNull();
    const noAgency = await call(t, w, w.admin, 'POST', 'project', newProject());
    expect(noAgency.statusCode).toBe(400);
    for (const user of [w.cfo, w.financeUser, w.freelancer]) {
      expect((await call(t, w, user, 'POST', 'project', newProject())).statusCode).toBe(403);
    }
  });

  test('PUT changes only the fields sent; omitted allocations become inactive', async () => {
    const created = (await call(t, w, w.am, 'POST', 'project', newProject())).json().data;
    const [print] = created.allocations;
    const response = await call(t, w, w.am, 'PUT', 'project', {
      id: created.id,
      name: 'Spring campaign 2027',
      allocations: [{ id: print.id, number: 'KST-9001', name: 'Print & Web' }, { number: 'KST-9003' }],
    });
    expect(response.statusCode).toBe(200);
    const project = response.json().data;
    expect(project).toMatchObject({ name: 'Spring campaign 2027', due_date: '2027-03-31', client_name: 'Alsterbank' });
    expect(
      project.allocations.map((a: { number: string; name: string; is_active: boolean }) => [a.number, a.is_active]),
    ).toEqual([
      ['KST-9001', true],
      ['KST-9002', false],
      ['KST-9003', true],
    ]);
  });

  test('PUT without a status keeps the stored one', async () => {
    const created = (await call(t, w, w.am, 'POST', 'project', newProject({ status: 'PAUSED' }))).json().data;
    const response = await call(t, w, w.am, 'PUT', 'project', { id: created.id, description: 'Only this' });
    expect(response.json().data).toMatchObject({ status: 'PAUSED', description: 'Only this' });
  });

  test("an account manager may not change a colleague's project; a managing director may", async () => {
    const created = (await call(t, w, w.am, 'POST', 'project', newProject())).json().data;
    expect((await call(t, w, w.am2, 'PUT', 'project', { id: created.id, name: 'Mine now' })).statusCode).toBe(403);
    expect((await call(t, w, w.md, 'PUT', 'project', { id: created.id, name: 'Renamed' })).statusCode).toBe(200);
    expect((await call(t, w, w.otherMd, 'PUT', 'project', { id: created.id, name: 'X' })).statusCode).toBe(404);
  });
});

describe('project images', () => {
  // The smallest PNG: signature, IHDR, IDAT, IEND.
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  test('a project image is stored and served under image_url; a fake one is refused with 415', async () => {
    const response = await call(t, w, w.am, 'POST', 'project', newProject({ image: PNG }));
    expect(response.statusCode).toBe(200);
    const { image_url: imageUrl } = response.json().data;
    expect(imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const before = await projectCount();
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await call(t, w, w.am, 'POST', 'project', newProject({ image: fake }))).statusCode).toBe(415);
    expect(await projectCount()).toBe(before);
  });
});

describe('project/status/update', () => {
  test('moves between ONGOING, PAUSED and DONE with an activity entry', async () => {
    const { id } = (await call(t, w, w.am, 'POST', 'project', newProject())).json().data;
    const paused = await call(t, w, w.am, 'POST', 'project/status/update', { id, status: 'PAUSED' });
    expect(paused.json().data).toEqual({ id, status: 'PAUSED' });
    const done = await call(t, w, w.md, 'POST', 'project/status/update', { id, status: 'DONE' });
    expect(done.json().data).toEqual({ id, status: 'DONE' });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(entries.filter((e) => e.action === 'PROJECT_STATUS_UPDATED').map((e) => e.afterStatus)).toEqual([
      'PAUSED',
      'DONE',
    ]);
    expect((await call(t, w, w.am, 'POST', 'project/status/update', { id, status: 'FROZEN' })).statusCode).toBe(400);
    expect((await call(t, w, w.otherAm, 'POST', 'project/status/update', { id, status: 'ONGOING' })).statusCode).toBe(
      404,
    );
    expect((await call(t, w, w.cfo, 'POST', 'project/status/update', { id, status: 'ONGOING' })).statusCode).toBe(403);
  });
});

describe('GET project', () => {
  let listAgency: Awaited<ReturnType<typeof createAgency>>;
  let manager: User;
  let colleague: User;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    listAgency = await createAgency(t.db);
    manager = await createUser(t.db, { role: 'agency-manager', agencyIds: [listAgency.id] });
    colleague = await createUser(t.db, { role: 'managing-director', agencyIds: [listAgency.id] });
    const client = await createClient(t.db, { agencyId: listAgency.id, name: 'Reederei Nord' });
    const specs = [
      ['ongoing', 'ONGOING', '2026-10-31', manager.id],
      ['paused', 'PAUSED', '2027-01-31', manager.id],
      ['done', 'DONE', '2026-12-31', manager.id],
      ['colleague', 'ONGOING', '2027-06-30', colleague.id],
    ] as const;
    for (const [key, status, dueDate, createdBy] of specs) {
      made[key] = (
        await createProject(t.db, {
          agencyId: listAgency.id,
          name: `List ${key}`,
          status,
          dueDate,
          clientId: client.id,
          createdBy,
        })
      ).id;
    }
  });

  const listIds = async (user: User, query: Record<string, unknown> = {}) => {
    const response = await call(t, w, user, 'GET', 'project', { sortBy: 'name', sort: 'asc', ...query });
    expect(response.statusCode).toBe(200);
    return response.json().data.data.map((project: { id: number }) => project.id);
  };

  test('default statuses are ONGOING and PAUSED; tabs, keyword, dates and my_projects filter', async () => {
    expect(await listIds(manager)).toEqual([made.colleague, made.ongoing, made.paused]);
    expect(await listIds(manager, { status: ['DONE'] })).toEqual([made.done]);
    expect(await listIds(manager, { keyword: 'paus' })).toEqual([made.paused]);
    expect(await listIds(manager, { keyword: 'reederei', status: ['DONE'] })).toEqual([made.done]);
    expect(await listIds(manager, { start_date: '2026-11-01', end_date: '2027-02-28' })).toEqual([made.paused]);
    expect(await listIds(manager, { my_projects: true })).toEqual([made.ongoing, made.paused]);
  });

  test('pages for infinite scroll', async () => {
    const response = await call(t, w, manager, 'GET', 'project', { items: 2, page: 2, sortBy: 'name', sort: 'asc' });
    expect(response.json().data).toMatchObject({ total: 3, page: 2, items: 2, last_page: 2 });
    expect(response.json().data.data.map((p: { id: number }) => p.id)).toEqual([made.paused]);
  });

  test('bookmarks: add, list in the BOOKMARKED tab with any status, remove', async () => {
    const added = await call(t, w, manager, 'POST', 'project/bookmark/add', { project_id: made.done });
    expect(added.statusCode).toBe(200);
    const bookmark = added.json().data;
    expect(bookmark.project_id).toBe(made.done);
    expect(await listIds(manager, { bookmarked: true })).toEqual([made.done]);
    expect(await listIds(colleague, { bookmarked: true })).toEqual([]);
    // The list's rows statement is prepared once; each caller's row still shows their own bookmark.
    const bookmarkOf = async (user: User) => {
      const response = await call(t, w, user, 'GET', 'project', { status: ['DONE'] });
      return response.json().data.data.map((project: { bookmark_id: number | null }) => project.bookmark_id);
    };
    expect(await bookmarkOf(manager)).toEqual([bookmark.id]);
    expect(await bookmarkOf(colleague)).toEqual([null]);
    expect(await bookmarkOf(manager)).toEqual([bookmark.id]);
    const detail = await call(t, w, manager, 'GET', 'project', { id: made.done });
    expect(detail.json().data.bookmark_id).toBe(bookmark.id);
    expect((await call(t, w, colleague, 'POST', 'project/bookmark/remove', { id: bookmark.id })).statusCode).toBe(404);
    const removed = await call(t, w, manager, 'POST', 'project/bookmark/remove', { id: bookmark.id });
    expect(removed.json().data).toEqual({ id: bookmark.id });
    expect(await listIds(manager, { bookmarked: true })).toEqual([]);
    expect((await call(t, w, w.am, 'POST', 'project/bookmark/add', { project_id: made.done })).statusCode).toBe(404);
  });

  test("agency users never see another agency's projects, whatever they filter", async () => {
    const ids = await listIds(w.am, { agencies: [listAgency.id] });
    expect(ids).not.toContain(made.ongoing);
    const detail = await call(t, w, w.am, 'GET', 'project', { id: made.ongoing });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('Not found.');
  });

  test('admin and finance see every agency and filter by agency', async () => {
    for (const user of [w.admin, w.cfo, w.financeUser]) {
      expect(await listIds(user, { agencies: [listAgency.id] })).toEqual([made.colleague, made.ongoing, made.paused]);
    }
    expect((await call(t, w, w.cfo, 'GET', 'project', { id: made.done })).statusCode).toBe(200);
  });

  test('freelancers see the projects they are booked on, with only their bookings', async () => {
    const booked = await createBooking(t.db, {
      projectId: made.ongoing,
      freelancerId: w.freelancer.id,
      createdBy: manager.id,
      status: 'BOOKED',
      approvedAt: new Date(),
      rateType: 'FLAT',
      flatAmountCents: 120_000,
    });
    await createBooking(t.db, { projectId: made.ongoing, freelancerId: w.otherFreelancer.id, createdBy: manager.id });
    expect(await listIds(w.freelancer, { agencies: [] })).toContain(made.ongoing);
    expect(await listIds(w.freelancer)).not.toContain(made.paused);
    const detail = (await call(t, w, w.freelancer, 'GET', 'project', { id: made.ongoing })).json().data;
    expect(detail.bookings.map((b: { id: number }) => b.id)).toEqual([booked.id]);
    expect(detail.bookings[0]).toMatchObject({ total_cost: 1200, status: 'BOOKED' });
    // Nothing of the agency's money or cost allocations reaches a freelancer.
    expect(detail).toMatchObject({ commissioned: null, cleared: null, allocations: [] });
    const asAgency = (await call(t, w, manager, 'GET', 'project', { id: made.ongoing })).json().data;
    expect(asAgency.commissioned).toEqual(expect.any(Number));
    expect(asAgency.allocations.length).toBeGreaterThan(0);
    expect((await call(t, w, w.otherFreelancer, 'GET', 'project', { id: made.paused })).statusCode).toBe(404);
  });

  test('project detail carries bookings, allocations and budget figures with the freelancer fee', async () => {
    const agency = await createAgency(t.db, { freelancerFeeBasisPoints: 1000 });
    const owner = await createUser(t.db, { role: 'agency-manager', agencyIds: [agency.id] });
    const project = await createProject(t.db, { agencyId: agency.id, createdBy: owner.id });
    await createBooking(t.db, { projectId: project.id, createdBy: owner.id, status: 'BOOKED', hours: 10 });
    await createBooking(t.db, { projectId: project.id, createdBy: owner.id, status: 'PENDING', hours: 10 });
    const detail = (await call(t, w, owner, 'GET', 'project', { id: project.id })).json().data;
    expect(detail.bookings).toHaveLength(2);
    expect(detail.allocations).toHaveLength(1);
    // 10 h × 80 € = 800 € commissioned (the PENDING one does not count), plus 10 % fee.
    expect(detail.commissioned).toBe(880);
    expect(detail.cleared).toBe(0);
  });
});

describe('GET project/maconomy', () => {
  test("an agency searches its own and the group's catalogue entries", async () => {
    const response = await call(t, w, maconomyManager, 'GET', 'project/maconomy', { keyword: '' });
    expect(response.json().data.map((p: { project_number: string }) => p.project_number)).toEqual([
      'GRP-0001',
      'NM-26-1001',
    ]);
    const search = await call(t, w, maconomyManager, 'GET', 'project/maconomy', { keyword: 'alster' });
    expect(search.json().data).toEqual([
      { project_number: 'NM-26-1001', name: 'Alsterbank Relaunch', client_name: null, allocations: [] },
    ]);
  });

  test('admin searches everything; finance and freelancers may not search', async () => {
    const response = await call(t, w, w.admin, 'GET', 'project/maconomy', { keyword: 'NM-26' });
    expect(response.json().data).toHaveLength(2);
    expect((await call(t, w, w.cfo, 'GET', 'project/maconomy', {})).statusCode).toBe(403);
    expect((await call(t, w, w.freelancer, 'GET', 'project/maconomy', {})).statusCode).toBe(403);
  });
});
