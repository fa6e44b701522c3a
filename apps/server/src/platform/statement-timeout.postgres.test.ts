import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { registerErrorHandler } from './error-handler.ts';

/**
 * A statement that runs past the pool's statement timeout is cancelled by PostgreSQL, and the caller gets 503
 * with a message to try again, in their language, instead of a request that holds a connection for minutes.
 */
let owner: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  owner = await createTestDatabase();
  database = await openDatabase({ kind: 'postgres', url: owner.url ?? '' }, { statementTimeoutMs: 200 });
});

afterAll(async () => {
  await database.close();
  await owner.close();
});

test('a statement past the timeout answers 503 busy with Retry-After; the next request is served', async () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/slow', async () => database.db.execute(sql`select pg_sleep(5)`));
  app.get('/quick', async () => {
    await database.db.execute(sql`select 1`);
    return { isServed: true };
  });

  const started = performance.now();
  const slow = await app.inject({ url: '/slow', headers: { 'accept-language': 'de' } });
  expect(slow.statusCode).toBe(503);
  expect(slow.headers['retry-after']).toBe('5');
  expect(slow.json()).toMatchObject({
    status: 'error',
    code: 'error.busy',
    message: 'Der Server ist gerade ausgelastet, bitte versuchen Sie es gleich noch einmal.',
  });
  // Cancelled by the server long before the five seconds asked for.
  expect(performance.now() - started).toBeLessThan(4_000);

  const quick = await app.inject({ url: '/quick' });
  expect(quick.statusCode).toBe(200);
  expect(quick.json()).toEqual({ isServed: true });
  await app.close();
});
