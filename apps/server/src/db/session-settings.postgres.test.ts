import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { type Database, type DbOrTx, openDatabase, withParallelWorkers } from './client.ts';

/**
 * The product's sessions on a PostgreSQL server compile no statement (JIT) and start no parallel workers, unless a
 * read asks for them (the accounting exports); the setting ends with that read's transaction. A sort or bitmap may
 * hold 32 MB. A page read out of order costs the planner 1.1 sequential ones.
 */
let owner: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  owner = await createTestDatabase();
  database = await openDatabase({ kind: 'postgres', url: owner.url ?? '' });
});

afterAll(async () => {
  await database.close();
  await owner.close();
});

async function setting(db: DbOrTx, name: 'jit' | 'max_parallel_workers_per_gather' | 'work_mem' | 'random_page_cost') {
  const result = (await db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
    rows: { value: string }[];
  };
  return result.rows[0]?.value;
}

test('no JIT and no parallel workers, except within a read that asks for them; 32 MB for a sort or bitmap; pages read out of order cost 1.1', async () => {
  expect(await setting(database.db, 'jit')).toBe('off');
  expect(await setting(database.db, 'random_page_cost')).toBe('1.1');
  expect(await setting(database.db, 'work_mem')).toBe('32MB');
  expect(await setting(database.db, 'max_parallel_workers_per_gather')).toBe('0');
  expect(await withParallelWorkers(database.db, (tx) => setting(tx, 'max_parallel_workers_per_gather'))).toBe('2');
  expect(await setting(database.db, 'max_parallel_workers_per_gather')).toBe('0');
});
