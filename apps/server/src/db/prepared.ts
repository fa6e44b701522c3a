import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { mapRowsByPlan } from './row-mapping.ts';

/** A prepared statement's name for its text: the same text has the same name on every connection. */
export function statementName(text: string) {
  return `fm_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}

/** What drizzle's select builders offer for preparing: the statement's text, and the statement prepared under a name. */
type Preparable<Result> = {
  toSQL: () => { sql: string };
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<Result> };
};

/**
 * A statement of fixed shape that a page runs beside its rows (their allocations, tags, the agency's stand-ins):
 * `build` writes it once per database, with every value that changes between calls as a placeholder
 * (`sql.placeholder`, or `isOneOfPlaceholder` for a page's ids), and it is prepared under a name derived from its
 * text. A call then sends only its values: drizzle neither builds nor renders it again, and PostgreSQL keeps its plan
 * per connection (listRows, decision 032, does the same for a list's rows). Its rows are mapped by a plan
 * (mapRowsByPlan), as a list's are: drizzle's own mapping of a page's tags was 3 % of the freelancer list's CPU a call.
 * A transaction gets its own.
 */
export function preparedOnce<Values extends Record<string, unknown>, Result>(
  build: (db: DbOrTx) => Preparable<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  const byDb = new WeakMap<DbOrTx, ReturnType<Preparable<Result>['prepare']>>();
  return (db, values) => {
    let statement = byDb.get(db);
    if (!statement) {
      const query = build(db);
      statement = mapRowsByPlan(query.prepare(statementName(query.toSQL().sql)));
      byDb.set(db, statement);
    }
    return statement.execute(values);
  };
}

/** `column` is one of the integers the placeholder `name` holds (an array), as isOneOf writes it for a value. */
export function isOneOfPlaceholder(column: PgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::integer[])`;
}
