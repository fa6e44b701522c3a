import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../src/db/client.ts';
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
  const [row] = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from users`).then((r) =>
    'rows' in r ? (r.rows as { count: number }[]) : (r as unknown as { count: number }[]),
  );
  expect(row?.count).toBe(1);
});
