import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, test, vi } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { RELATED_KEYS_CAP, refersTo, textContains } from './list-query.ts';
import { users, usersFullName } from './schema/identity.ts';
import { timeRecords } from './schema/time-records.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

const dialect = new PgDialect();

/** Users of the freelancer realm named `firstName` and a number, `count` of them, in one statement. */
async function insertUsers(firstName: string, count: number) {
  await db.execute(sql`insert into ${users} (email, realm, role, first_name, last_name)
    select ${firstName.toLowerCase()} || '.' || g || '@related.test', 'freelancer', 'freelancer', ${firstName}, g::text
    from generate_series(1, ${count}) g`);
}

describe('a keyword’s related matches read first (decision 043)', () => {
  test('a few become a list of keys in both forms; above the cap a count still reads them as a list', async () => {
    await insertUsers('Seltene', 3);
    await insertUsers('Häufige', RELATED_KEYS_CAP + 1);
    const named = (word: string) => refersTo(timeRecords.freelancerId, users.id, textContains(usersFullName, word));

    const few = await named('seltene').withKeys!(db);
    const rendered = dialect.sqlToQuery(few.indexed);
    expect(rendered.sql).toBe('"time_records"."freelancer_id" = any($1::integer[])');
    expect(String(rendered.params[0]).split(',')).toHaveLength(3);
    expect(dialect.sqlToQuery(few.probe)).toEqual(rendered);

    const many = await named('häufige').withKeys!(db);
    expect(dialect.sqlToQuery(many.indexed).sql).toContain('= any(array(select "users"."id" from "users"');
    expect(dialect.sqlToQuery(many.probe).sql).toContain('exists (select 1 from "users"');
    // A count reads them as a list up to the larger cap, where an array would be compared element by element.
    const counted = dialect.sqlToQuery(await many.listed!(db));
    expect(counted.sql).toBe('"time_records"."freelancer_id" = any($1::integer[])');
    expect(String(counted.params[0]).split(',')).toHaveLength(RELATED_KEYS_CAP + 1);

    const none = await named('niemand').withKeys!(db);
    expect(dialect.sqlToQuery(none.indexed).params).toEqual(['{}']);
  });

  test('calls that need the same related keys while they are read await that reading', async () => {
    await insertUsers('Geteilte', 2);
    const named = () => refersTo(timeRecords.freelancerId, users.id, textContains(usersFullName, 'geteilte'));
    const statements = vi.spyOn(db, 'execute');
    try {
      const [first, second] = await Promise.all([named().withKeys!(db), named().withKeys!(db)]);
      expect(dialect.sqlToQuery(second.indexed)).toEqual(dialect.sqlToQuery(first.indexed));
      expect(String(dialect.sqlToQuery(first.indexed).params[0]).split(',')).toHaveLength(2);
      expect(statements).toHaveBeenCalledTimes(1);
      await named().withKeys!(db);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});
