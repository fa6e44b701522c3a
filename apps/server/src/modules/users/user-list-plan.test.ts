import { USER_SORT_COLUMNS } from '@fm/contract/schemas/user';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { explained, planOf, planOfQuery, withoutPlanQuestions } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import { type Db, withLocalSetting } from '../../db/client.ts';
import { createUser } from '../../db/factories/user.ts';
import { users } from '../../db/schema/identity.ts';
import { listUsers, type UserFilters, type UserOrder, userFilterWhere, usersInOrder } from './users.repo.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

const NO_FILTERS: UserFilters = { keyword: [], roles: [], languages: [], status: [] };
const DEFAULT_ORDER: UserOrder = { sortBy: 'firstName', sort: 'asc' };

/** The plan of a page of the user list, with sequential scans ruled out (the test's table is small). */
const pagePlan = (order: UserOrder) => planOfQuery(db, sql`${usersInOrder(db, undefined, order).getSQL()} limit 25`);

describe("the admin's user list at a large group's scale (migration 0022)", () => {
  // At 10x (52 000 users) an order or a filter without its index read and sorted every user: 7-25 ms a statement.
  test.each(USER_SORT_COLUMNS.flatMap((sortBy) => (['asc', 'desc'] as const).map((sort) => [sortBy, sort] as const)))(
    'the %s order (%s) is read off an index, not sorted',
    async (sortBy, sort) => {
      const plan = await pagePlan({ sortBy, sort });
      expect(plan).toMatch(/Index (Only )?Scan/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    },
  );

  test.each<[string, Partial<UserFilters>, RegExp]>([
    ['roles', { roles: ['agency-manager'] }, /Index Cond: \(role = /],
    ['languages', { languages: ['de'] }, /Index Cond: \(language = /],
    ['status', { status: ['INACTIVE'] }, /Index Cond: \(CASE WHEN/],
    ['registration from', { start_date: '2026-01-01' }, /Index Cond: \(created_at >= /],
    ['registration until', { end_date: '2026-12-31' }, /Index Cond: \(created_at < /],
  ])('the %s filter finds its users by index', async (_name, filter, condition) => {
    const where = userFilterWhere({ ...NO_FILTERS, ...filter }) as SQL;
    expect(await planOf(db, sql`${users}`, where)).toMatch(condition);
  });

  test('the registration days are UTC days, as before the filter was written on the timestamp', async () => {
    const late = await createUser(db, { email: 'utc-late@test.test', createdAt: new Date('2026-03-01T23:30:00Z') });
    const early = await createUser(db, { email: 'utc-early@test.test', createdAt: new Date('2026-03-02T00:00:00Z') });
    const found = async (filter: Partial<UserFilters>) => {
      const { rows } = await listUsers(db, { ...NO_FILTERS, keyword: ['utc-'], ...filter }, DEFAULT_ORDER);
      return rows.map(({ user }) => user.email).sort();
    };
    expect(await found({ end_date: '2026-03-01' })).toEqual([late.email]);
    expect(await found({ start_date: '2026-03-02' })).toEqual([early.email]);
    expect(await found({ start_date: '2026-03-01', end_date: '2026-03-02' })).toEqual([early.email, late.email]);
    expect(await found({ start_date: '2026-03-03' })).toEqual([]);
  });
});

describe('a page of the user list', () => {
  test("a keyword's few matches are read through its index and sorted, not found by walking every user before them", async () => {
    await db.execute(sql`insert into users (email, realm, role, first_name, last_name)
      select 'walker.' || g || '@list.test', 'freelancer', 'freelancer', 'Aaron', 'Walker ' || g
      from generate_series(1, 5000) g`);
    const trailing = await createUser(db, { email: 'quokka.trailing@list.test', firstName: 'Zora' });
    await db.execute(sql`analyze users`);
    // Planned as on a table too big to read whole, both where the list asks the planner how it would read the page
    // and where the test reads the plan of the statement it ran.
    await withLocalSetting(db, 'enable_seqscan', 'off', async (tx) => {
      const execute = vi.spyOn(tx, 'execute');
      const filters = { ...NO_FILTERS, keyword: ['quokka.trailing'] };
      const { rows, total } = await listUsers(tx, filters, DEFAULT_ORDER, { page: 1, items: 25 });
      expect(rows.map(({ user }) => user.id)).toEqual([trailing.id]);
      expect(total).toBe(1);
      // The statement that found the page: the e-mail's trigram index, not the first names' walked one by one.
      const [page] = withoutPlanQuestions(execute.mock.calls.map(([statement]) => statement as SQL));
      execute.mockRestore();
      const plan = await explained(tx, page!);
      expect(plan).toMatch(/users_email_trgm_idx/);
      expect(plan).not.toMatch(/users_first_name_idx/);
    });
  });
});
