import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/factories/sequence.ts';
import { users } from '../src/db/schema/identity.ts';
import { createTestDatabase } from './test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test('migrations create the tables and their constraints hold', async () => {
  await database.db.insert(users).values({ email: 'a@b.test', realm: 'admin', role: 'admin' });
  await expect(
    database.db.insert(users).values({ email: 'A@b.test', realm: 'admin', role: 'admin' }),
  ).rejects.toThrow();
  const rows = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  expect(rows[0]?.count).toBe(1);
});

test('statements run without JIT compilation, which cost the keyword lists 60-70 ms a page (db/client.ts)', async () => {
  const result = await database.db.execute(sql`select current_setting('jit') as jit`);
  expect(rowsOf(result)).toEqual([{ jit: 'off' }]);
});
