import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { type Database, openDatabase } from './client.ts';
import { rowsOf } from './factories/sequence.ts';

/**
 * The embedded database runs on a thread of its own: a long query leaves the server answering, transactions
 * keep the one connection to themselves, and database errors arrive with their SQLSTATE.
 */
describe('PGlite on its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
  });
  afterAll(() => database.close());

  test('the server answers /healthz while a query holds the database', async () => {
    const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', webDistDir: null }, database });
    const order: string[] = [];
    const slow = database.db.execute(sql`select pg_sleep(1.5)`).then(() => order.push('slow query'));
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    order.push('healthz');
    await slow;
    expect(health.statusCode).toBe(200);
    expect(order).toEqual(['healthz', 'slow query']);
    await app.close();
  });

  test('a query from outside waits for the open transaction and sees only what it committed', async () => {
    await database.db.execute(sql`create table thread_probe (value int)`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
      await held;
      await tx.execute(sql`insert into thread_probe values (2)`);
    });
    const reading = database.db.execute(sql`select count(*)::int as total from thread_probe`);
    release();
    await writing;
    expect(rowsOf(await reading)).toEqual([{ total: 2 }]);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await database.db.execute(sql`select count(*)::int as total from thread_probe`);
    expect(rowsOf(after)).toEqual([{ total: 2 }]);
  });

  test('a constraint violation keeps its SQLSTATE and constraint name', async () => {
    await database.db.execute(sql`create table thread_unique (value int constraint thread_unique_value unique)`);
    await database.db.execute(sql`insert into thread_unique values (1)`);
    const failure = await database.db
      .execute(sql`insert into thread_unique values (1)`)
      .catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause ?? failure;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_unique_value' });
  });

  test('dates stay text and binary data arrives intact', async () => {
    const result = await database.db.execute(sql`select date '2026-11-25' as day, '\\x00ff10'::bytea as bytes`);
    const [row] = rowsOf<{ day: string; bytes: Uint8Array }>(result);
    expect(row?.day).toBe('2026-11-25');
    expect([...(row?.bytes ?? [])]).toEqual([0, 255, 16]);
  });

  test('a database started as a snapshot holds what was taken, and goes its own way after', async () => {
    await database.db.execute(sql`create table snapshot_probe (value int)`);
    await database.db.execute(sql`insert into snapshot_probe values (7)`);
    const taken = await database.snapshot?.();
    const copy = await openDatabase({ kind: 'pglite', dataDir: null }, { snapshot: taken });
    try {
      await copy.db.execute(sql`insert into snapshot_probe values (8)`);
      const values = async (of: Database) =>
        rowsOf<{ value: number }>(await of.db.execute(sql`select value from snapshot_probe order by value`));
      expect(await values(copy)).toEqual([{ value: 7 }, { value: 8 }]);
      expect(await values(database)).toEqual([{ value: 7 }]);
    } finally {
      await copy.close();
    }
  });
});
