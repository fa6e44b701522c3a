import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db, DbOrTx } from './client.ts';
import { isOneOfPlaceholder, preparedOnce } from './prepared.ts';
import { agencies } from './schema/identity.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** A statement of fixed shape is built once per database and answers each call's own values. */
describe('preparedOnce', () => {
  const built: DbOrTx[] = [];
  const agenciesNamed = preparedOnce((on) => {
    built.push(on);
    return on
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(isOneOfPlaceholder(agencies.id, 'ids'))
      .orderBy(asc(agencies.id));
  });

  test('each call answers its own values, and the statement is built once for the database', async () => {
    const created = await db
      .insert(agencies)
      .values([{ name: 'Prepared Eins' }, { name: 'Prepared Zwei' }, { name: 'Prepared Drei' }])
      .returning({ id: agencies.id });
    const [first, second, third] = created.map((row) => row.id);
    built.length = 0;

    expect(await agenciesNamed(db, { ids: [first, third] })).toEqual([
      { id: first, name: 'Prepared Eins' },
      { id: third, name: 'Prepared Drei' },
    ]);
    expect(await agenciesNamed(db, { ids: [second] })).toEqual([{ id: second, name: 'Prepared Zwei' }]);
    expect(await agenciesNamed(db, { ids: [] })).toEqual([]);
    expect(built).toEqual([db]);
  });

  test('a transaction gets its own statement and sees its own uncommitted rows', async () => {
    built.length = 0;
    const seen = await db.transaction(async (tx) => {
      const [row] = await tx.insert(agencies).values({ name: 'Prepared Vier' }).returning({ id: agencies.id });
      return { id: row!.id, rows: await agenciesNamed(tx, { ids: [row!.id] }) };
    });
    expect(seen.rows).toEqual([{ id: seen.id, name: 'Prepared Vier' }]);
    expect(built).toHaveLength(1);
    expect(built[0]).not.toBe(db);
  });
});
