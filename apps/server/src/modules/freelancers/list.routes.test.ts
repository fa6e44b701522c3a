import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createJobTitle, createSkill } from '../../db/factories/catalogue.ts';
import { createClient } from '../../db/factories/client.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createProject } from '../../db/factories/project.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { freelancerBookmarks, freelancers } from '../../db/schema/freelancers.ts';

/**
 * The list filters against a naive reference: the same rows the database was seeded with, filtered in plain
 * TypeScript, for random filter combinations (fast-check).
 */

type Seeded = {
  id: number;
  firstName: string;
  lastName: string;
  rateCents: number;
  startYear: number | null;
  skillIds: number[];
  skillNames: string[];
  titleNames: string[];
  absences: string[];
  bookings: { status: string; start: string; end: string; clientId: number }[];
  isBookmarked: boolean;
};

const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Felix', 'Greta', 'Hans', 'Ida', 'Jonas', 'Klara', 'Lena'];
const LAST_NAMES = ['Weber', 'Schulz', 'Becker', 'Wagner', 'Hoffmann'];
const SKILL_NAMES = ['React', 'Node', 'Figma', 'Python', 'Go'];
const TITLE_NAMES = ['Designer', 'Developer', 'Copywriter'];
const CURRENT_YEAR = new Date().getUTCFullYear();
const TODAY = new Date().toISOString().slice(0, 10);
const DAYS = Array.from({ length: 30 }, (_, index) => `2026-09-${String(index + 1).padStart(2, '0')}`);

let t: TestApp;
let headers: Record<string, string>;
const seeded: Seeded[] = [];
const skillIds: number[] = [];
const clientIds: number[] = [];
const password = FACTORY_PASSWORD;

async function seed() {
  const agency = await createAgency(t.db, { name: 'List Agency' });
  const otherAgency = await createAgency(t.db, { name: 'Other List Agency' });
  const booker = await createUser(t.db, { email: 'am@list.test', role: 'agency-manager', agencyIds: [agency.id] });
  await createUser(t.db, { email: 'md@list.test', role: 'managing-director', agencyIds: [agency.id] });
  await createUser(t.db, { email: 'fin@list.test', role: 'finance-user' });
  await createUser(t.db, { email: 'admin@list.test', role: 'admin' });
  for (const name of SKILL_NAMES) skillIds.push((await createSkill(t.db, { name })).id);
  const titleIds = [];
  for (const name of TITLE_NAMES) titleIds.push((await createJobTitle(t.db, { name })).id);
  const projectsByClient = [];
  for (const [index, owner] of [agency, agency, otherAgency].entries()) {
    const client = await createClient(t.db, { agencyId: owner.id, name: `Client ${index}` });
    clientIds.push(client.id);
    projectsByClient.push(await createProject(t.db, { agencyId: owner.id, clientId: client.id }));
  }
  for (let i = 0; i < 24; i++) {
    const mySkills = skillIds.filter((_, bit) => (i >> bit) & 1);
    const titleIndex = i % TITLE_NAMES.length;
    const startYear = i % 7 === 0 ? null : 2000 + ((i * 3) % 25);
    const { user } = await createFreelancer(t.db, {
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[i % LAST_NAMES.length],
      profile: { dayRateCents: 40_000 + (i % 9) * 7_500, experienceStartYear: startYear },
      skillIds: mySkills,
      jobTitleIds: [titleIds[titleIndex]!],
      absentDates: i % 4 === 1 ? ['2026-09-10', '2026-09-11'] : [],
    });
    const row: Seeded = {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      rateCents: 40_000 + (i % 9) * 7_500,
      startYear,
      skillIds: mySkills,
      skillNames: SKILL_NAMES.filter((_, bit) => (i >> bit) & 1),
      titleNames: [TITLE_NAMES[titleIndex]!],
      absences: i % 4 === 1 ? ['2026-09-10', '2026-09-11'] : [],
      bookings: [],
      isBookmarked: i % 3 === 0,
    };
    const plans: {
      status: 'BOOKED' | 'PENDING' | 'FINISHED' | 'CANCELLED' | 'APPROVED';
      start: string;
      end: string;
    }[] = [];
    if (i % 5 === 2) plans.push({ status: 'BOOKED', start: '2026-09-15', end: '2026-09-20' });
    if (i % 5 === 3) plans.push({ status: 'PENDING', start: '2026-09-05', end: '2026-09-25' });
    if (i % 5 === 4) plans.push({ status: 'FINISHED', start: '2026-08-01', end: '2026-09-03' });
    if (i % 6 === 0) plans.push({ status: 'CANCELLED', start: '2026-09-01', end: '2026-09-30' });
    if (i === 7) plans.push({ status: 'APPROVED', start: '2026-01-01', end: '2027-12-31' });
    for (const plan of plans) {
      const project = projectsByClient[i % projectsByClient.length]!;
      await createBooking(t.db, {
        projectId: project.id,
        freelancerId: user.id,
        createdBy: project.agencyId === agency.id ? booker.id : undefined,
        status: plan.status,
        startDate: plan.start,
        endDate: plan.end,
      });
      row.bookings.push({ ...plan, clientId: clientIds[i % clientIds.length]! });
    }
    if (row.isBookmarked) await t.db.insert(freelancerBookmarks).values({ userId: booker.id, freelancerId: user.id });
    seeded.push(row);
  }
  // Never listed: an unfinished onboarding and a deleted account.
  await createFreelancer(t.db, { firstName: 'Anna', isComplete: false });
  const { user: gone } = await createFreelancer(t.db, { firstName: 'Anna' });
  await t.db.update(freelancers).set({ deletedAt: new Date() }).where(eq(freelancers.id, gone.id));
}

type Filter = {
  keywords: string[];
  rate?: [number, number];
  experience?: number;
  start?: string;
  end?: string;
  skills: number[];
  clients: number[];
  bookmarked?: boolean;
  available?: boolean;
};

function reference(filter: Filter): number[] {
  const start = filter.start ?? filter.end ?? TODAY;
  const end = filter.end ?? filter.start ?? TODAY;
  const [from, until] = start <= end ? [start, end] : [end, start];
  const isBusy = (row: Seeded) =>
    row.absences.some((day) => day >= from && day <= until) ||
    row.bookings.some(
      (booking) =>
        ['APPROVED', 'BOOKED', 'FINISHED'].includes(booking.status) && booking.start <= until && booking.end >= from,
    );
  return seeded
    .filter((row) =>
      filter.keywords.every((keyword) => {
        const needle = keyword.toLowerCase();
        return [
          row.firstName,
          row.lastName,
          `${row.firstName} ${row.lastName}`,
          ...row.skillNames,
          ...row.titleNames,
        ].some((text) => text.toLowerCase().includes(needle));
      }),
    )
    .filter((row) => {
      if (!filter.rate) return true;
      const [low, high] = [Math.min(...filter.rate) * 100, Math.max(...filter.rate) * 100];
      return row.rateCents >= low && row.rateCents <= high;
    })
    .filter(
      (row) =>
        filter.experience === undefined ||
        (row.startYear !== null && row.startYear <= CURRENT_YEAR - filter.experience),
    )
    .filter((row) => filter.skills.every((id) => row.skillIds.includes(id)))
    .filter(
      (row) =>
        filter.clients.length === 0 ||
        row.bookings.some(
          (booking) => ['BOOKED', 'FINISHED'].includes(booking.status) && filter.clients.includes(booking.clientId),
        ),
    )
    .filter((row) => !filter.bookmarked || row.isBookmarked)
    .filter((row) => filter.available === false || !isBusy(row))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

function queryString(filter: Filter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  for (const keyword of filter.keywords) params.append('keyword[]', keyword);
  if (filter.rate) for (const value of filter.rate) params.append('rate[]', String(value));
  if (filter.experience !== undefined) params.set('experience', String(filter.experience));
  if (filter.start) params.set('start_date', filter.start);
  if (filter.end) params.set('end_date', filter.end);
  for (const id of filter.skills) params.append('skills[]', String(id));
  for (const id of filter.clients) params.append('clients[]', String(id));
  if (filter.bookmarked !== undefined) params.set('bookmarked', String(filter.bookmarked));
  if (filter.available !== undefined) params.set('available', String(filter.available));
  return params.toString();
}

const list = (query: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/freelancer/list?${query}`, headers: as });

beforeAll(async () => {
  t = await createTestApp();
  await seed();
  headers = await t.signIn('am@list.test', 'agency', { password });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/freelancer/list', () => {
  test('random filter combinations match the naive reference', async () => {
    const keywordPool = ['an', 'Weber', 'react', 'DESIGN', 'go', 'klara b', 'zzz', 'Lena Hoffmann', '%', 'node'];
    const filterArbitrary: fc.Arbitrary<Filter> = fc.record({
      keywords: fc.subarray(keywordPool, { maxLength: 2 }),
      rate: fc.option(fc.tuple(fc.integer({ min: 300, max: 1100 }), fc.integer({ min: 300, max: 1100 })), {
        nil: undefined,
      }),
      experience: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
      start: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
      end: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
      skills: fc.subarray(skillIds, { maxLength: 2 }),
      clients: fc.subarray(clientIds, { maxLength: 2 }),
      bookmarked: fc.option(fc.boolean(), { nil: undefined }),
      available: fc.option(fc.boolean(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (filter) => {
        const response = await list(queryString(filter, { items: '200' }));
        expect(response.statusCode).toBe(200);
        const { data, total } = response.json().data as { data: { id: number }[]; total: number };
        const expected = reference(filter);
        expect(data.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected);
        expect(total).toBe(expected.length);
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  test('availability, bookmark and tags of the rows are those of the chosen period and caller', async () => {
    const response = await list(
      queryString(
        { keywords: [], skills: [], clients: [], start: '2026-09-10', end: '2026-09-16', available: false },
        { items: '200' },
      ),
    );
    const rows = response.json().data.data as {
      id: number;
      availability: string;
      bookmark_id: number | null;
      skills: { name: string }[];
      job_titles: { name: string }[];
      rate: number;
    }[];
    expect(rows).toHaveLength(seeded.length);
    for (const row of rows) {
      const source = seeded.find((candidate) => candidate.id === row.id)!;
      const isBusy =
        reference({ keywords: [], skills: [], clients: [], start: '2026-09-10', end: '2026-09-16' }).includes(
          row.id,
        ) === false;
      expect(row.availability).toBe(isBusy ? 'BUSY' : 'AVAILABLE');
      expect(row.bookmark_id !== null).toBe(source.isBookmarked);
      expect(row.skills.map((skill) => skill.name).sort()).toEqual([...source.skillNames].sort());
      expect(row.job_titles.map((title) => title.name)).toEqual(source.titleNames);
      expect(row.rate).toBe(source.rateCents / 100);
    }
  });

  test('pages 36 at a time by default until the last page, in the chosen order', async () => {
    const all = { keywords: [], skills: [], clients: [], available: false };
    const first = (await list(queryString(all, { sortBy: 'rate', sort: 'desc', items: '10' }))).json().data;
    expect(first).toMatchObject({ total: seeded.length, page: 1, items: 10, last_page: 3 });
    const collected: { id: number; rate: number }[] = [...first.data];
    for (let page = 2; page <= first.last_page; page++) {
      const next = (
        await list(queryString(all, { sortBy: 'rate', sort: 'desc', items: '10', page: String(page) }))
      ).json().data;
      collected.push(...next.data);
    }
    expect(collected.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      seeded.map((row) => row.id).sort((a, b) => a - b),
    );
    const rates = collected.map((row) => row.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const defaults = (await list(queryString(all))).json().data;
    expect(defaults).toMatchObject({ items: 36, last_page: 1 });
  });

  test('available defaults to true', async () => {
    const implicit = (
      await list(queryString({ keywords: [], skills: [], clients: [], start: '2026-09-15' }, { items: '200' }))
    ).json().data;
    expect(implicit.data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual(
      reference({ keywords: [], skills: [], clients: [], start: '2026-09-15', available: true }),
    );
    expect(implicit.data.every((row: { availability: string }) => row.availability === 'AVAILABLE')).toBe(true);
  });

  test('bad filters get a clear message', async () => {
    for (const query of ['rate[]=100', 'experience=abc', 'start_date=2026-13-01', 'skills[]=x', 'items=500']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'error.validation' });
    }
  });

  test('managing directors, account managers, finance and admins list; freelancers may not', async () => {
    for (const [email, realm] of [
      ['md@list.test', 'agency'],
      ['fin@list.test', 'finance'],
      ['admin@list.test', 'admin'],
    ] as const) {
      expect((await list('', await t.signIn(email, realm, { password }))).statusCode, email).toBe(200);
    }
    await createFreelancer(t.db, { email: 'fl@list.test' });
    expect((await list('', await t.signIn('fl@list.test', 'freelancer', { password }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/freelancer/list' })).statusCode).toBe(401);
  });

  // The list's statements are kept per query (builtOnce); what they find must still be read on every call.
  test('the same query asked again answers from the data as it is then', async () => {
    const source = seeded.find((row) => row.bookings.length === 0 && row.absences.length === 0)!;
    // A period no other test reads, booked APPROVED below: busy, but not "worked for a client".
    const filter = { keywords: [`${source.firstName} ${source.lastName}`], skills: [], clients: [] };
    const period = { start: '2027-03-01', end: '2027-03-05' };
    const shown = async (available: boolean) =>
      (await list(queryString({ ...filter, ...period, available }))).json().data.data as {
        id: number;
        availability: string;
      }[];
    expect(await shown(false)).toEqual([expect.objectContaining({ id: source.id, availability: 'AVAILABLE' })]);
    expect((await shown(true)).map((row) => row.id)).toEqual([source.id]);
    await createBooking(t.db, {
      freelancerId: source.id,
      status: 'APPROVED',
      startDate: '2027-03-02',
      endDate: '2027-03-04',
    });
    expect(await shown(false)).toEqual([expect.objectContaining({ id: source.id, availability: 'BUSY' })]);
    expect(await shown(true)).toEqual([]);
  });
});
