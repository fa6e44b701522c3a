import { nextPageOf, SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createClient } from '../../db/factories/client.ts';
import { createProject } from '../../db/factories/project.ts';
import { rowsOf } from '../../db/factories/sequence.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { KEYWORD_WALK_BUDGET } from '../../db/list-query.ts';

let t: TestApp;
let headers: Record<string, string>;
let agencyId: number;

/** `count` complete, available freelancers named `first` and `last` with a number, e-mails starting with `prefix`. */
const addFreelancers = (db: TestApp['db'], prefix: string, first: string, last: string, count: number) =>
  db.execute(sql`
    with created as (
      insert into users (email, realm, role, first_name, last_name)
      select ${prefix} || g || '@scroll.test', 'freelancer', 'freelancer', ${first}, ${last} || ' ' || g
      from generate_series(1, ${count}) g
      returning id)
    insert into freelancers (id, is_profile_complete, day_rate_cents) select id, true, 50000 from created`);

useTestApp(
  async (app) => {
    const agency = await createAgency(app.db, { name: 'Scroll Agency' });
    agencyId = agency.id;
    await createUser(app.db, { email: 'am@scroll.test', role: 'agency-manager', agencyIds: [agency.id] });
    // One freelancer more than the scrolling list counts, all complete and available.
    await addFreelancers(app.db, 'scroll.', 'Scroll', 'Freelancer', SCROLL_LIST_COUNT_CAP + 1);
    return { headers: await app.signIn('am@scroll.test', 'agency', { password: FACTORY_PASSWORD }) };
  },
  (app, world) => {
    t = app;
    headers = world.headers;
  },
);

const page = async (number: number, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/freelancer/list?items=10&page=${number}${query}`, headers })).json()
    .data;
const ids = (data: { data: { id: number }[] }) => data.data.map((freelancer) => freelancer.id);

describe('the freelancer list counts only as far as it scrolls', () => {
  test('more freelancers than the cap: the total is the cap and says so, and the pages go on past it', async () => {
    const first = await page(1);
    expect(first).toMatchObject({ total: SCROLL_LIST_COUNT_CAP, is_total_capped: true });
    expect(first.last_page).toBe(SCROLL_LIST_COUNT_CAP / 10);
    expect(nextPageOf(first)).toBe(2);

    // The capped last page is full, so the web app asks for the next one, which holds the freelancer past the cap.
    const atCap = await page(first.last_page);
    expect(atCap.data).toHaveLength(10);
    expect(nextPageOf(atCap)).toBe(first.last_page + 1);
    const beyond = await page(first.last_page + 1);
    expect(beyond.data).toHaveLength(1);
    expect(nextPageOf(beyond)).toBeUndefined();
  });

  test('a keyword matching more than the cap pages like the list without it, whether its matches lead or trail', async () => {
    // Ten more, five of them away today: more than the cap still match and are available, and the walk must check
    // availability too.
    await addFreelancers(t.db, 'scroll.more.', 'Scroll', 'More', 10);
    await t.db.execute(sql`
      insert into freelancer_absences (freelancer_id, date)
      select id, current_date from users where email like 'scroll.%' order by id limit 5`);
    // Users whom the walk along the first names reads first, all named "…scroll…", and whom the list never shows: an
    // agency user, an inactive freelancer, an incomplete profile and a deleted freelancer.
    await t.db.execute(sql`
      with created as (
        insert into users (email, realm, role, first_name, last_name, is_active)
        values ('ascroll.agent@scroll.test', 'agency', 'agency-manager', 'Ascroll', 'Agent', true),
          ('ascroll.inactive@scroll.test', 'freelancer', 'freelancer', 'Ascroll', 'Inactive', false),
          ('ascroll.incomplete@scroll.test', 'freelancer', 'freelancer', 'Ascroll', 'Incomplete', true),
          ('ascroll.deleted@scroll.test', 'freelancer', 'freelancer', 'Ascroll', 'Deleted', true)
        returning id, email)
      insert into freelancers (id, is_profile_complete, day_rate_cents, deleted_at)
      select id, email <> 'ascroll.incomplete@scroll.test', 50000,
        case when email = 'ascroll.deleted@scroll.test' then now() end
      from created where email <> 'ascroll.agent@scroll.test'`);
    expect(await page(1, '&keyword=scroll')).toMatchObject({ is_total_capped: true });
    const unfiltered = [ids(await page(1)), ids(await page(2))];
    expect(unfiltered[0]).toHaveLength(10);

    // Every freelancer is named "Scroll …": the walk along the first names finds the pages.
    expect([ids(await page(1, '&keyword=scroll')), ids(await page(2, '&keyword=scroll'))]).toEqual(unfiltered);

    // More freelancers than the walk reads now come first by name and do not match: the pages come from sorting.
    await addFreelancers(t.db, 'other.', 'Aaron', 'Other', KEYWORD_WALK_BUDGET + 1);
    expect([ids(await page(1, '&keyword=scroll')), ids(await page(2, '&keyword=scroll'))]).toEqual(unfiltered);
    expect((await page(1, '&keyword=aaron')).data[0].first_name).toBe('Aaron');
  });

  test('a client matching more than the cap pages like the keyword naming the same freelancers, walked or sorted', async () => {
    // The 121 "Scroll Freelancer"s (five away today) worked for the client (a booking finished last year leaves them
    // available); the ten "Scroll More"s, the cheapest, and the 2 001 "Aaron"s, first by name, did not.
    await addFreelancers(t.db, 'scroll.worked.', 'Scroll', 'Freelancer', 20);
    const client = await createClient(t.db, { agencyId });
    const project = await createProject(t.db, { agencyId, clientId: client.id });
    const worked = await t.db.execute(
      sql`select id from users where email like 'scroll.%' and last_name like 'Freelancer %'`,
    );
    for (const { id } of rowsOf<{ id: number }>(worked)) {
      const past = { startDate: '2025-01-06', endDate: '2025-01-10' };
      await createBooking(t.db, { projectId: project.id, freelancerId: id, status: 'FINISHED', ...past });
    }
    await t.db.execute(sql`update freelancers set day_rate_cents = 100
      where id in (select id from users where email like 'scroll.more.%')`);
    const pages = async (query: string) => [ids(await page(1, query)), ids(await page(2, query))];
    const client1 = `&clients[]=${client.id}`;
    expect(await page(1, client1)).toMatchObject({ is_total_capped: true });
    // By name the walk reads only "Aaron"s, and the pages come from sorting; by rate it reads the "Scroll More"s first.
    const named = '&keyword=scroll%20freelancer';
    expect(await pages(client1)).toEqual(await pages(named));
    expect(await pages(`${client1}&sortBy=rate`)).toEqual(await pages(`${named}&sortBy=rate`));
    expect((await pages(`${client1}&sortBy=rate`))[1]).toHaveLength(10);
    // With a keyword too, the freelancers in both sets.
    const some = ids(await page(1, `${client1}&keyword=freelancer%201`));
    expect(some.length).toBeGreaterThan(5);
    expect(some).toEqual(ids(await page(1, '&keyword=scroll%20freelancer%201')));
    expect(ids(await page(1, `${client1}&keyword=more`))).toEqual([]);
    expect(ids(await page(1, `${client1}&keyword=aaron`))).toEqual([]);

    // Five "Aaron"s among the walk's first rows worked for the client too: too few for a page, enough to walk on past
    // them to the "Scroll Freelancer"s rather than sort every match.
    const aarons = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from users where email like 'other.%' order by id limit 5`),
    );
    for (const { id } of aarons) {
      const past = { startDate: '2025-01-06', endDate: '2025-01-10' };
      await createBooking(t.db, { projectId: project.id, freelancerId: id, status: 'FINISHED', ...past });
    }
    const firstNamed = ids(await page(1, named)).slice(0, 5);
    expect(ids(await page(1, client1))).toEqual([...aarons.map((aaron) => aaron.id), ...firstNamed]);
    expect(ids(await page(2, client1))).toEqual([
      ...ids(await page(1, named)).slice(5),
      ...ids(await page(2, named)).slice(0, 5),
    ]);
  });
});
