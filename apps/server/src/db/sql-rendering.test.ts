import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias, PgDialect, pgSchema, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { activityLog } from './schema/activity.ts';
import * as schema from './schema/all.ts';
import { bookings } from './schema/bookings.ts';
import { users, usersFullName } from './schema/identity.ts';
import { projects } from './schema/projects.ts';
import { renderingInOnePass, renderStatement } from './sql-rendering.ts';

const drizzles = PgDialect.prototype.sqlToQuery;
/** Drizzle's rendering of a statement: its text and values (the kinds of value it adds are for other databases). */
function drizzleRendering(on: PgDialect, statement: SQL) {
  const { sql, params } = drizzles.call(on, statement);
  return { sql, params };
}
const dialect = new PgDialect();
const db = drizzle.mock({ schema });

/** A schema-qualified table and a dialect that writes values otherwise, which the one pass leaves to drizzle. */
const archive = pgSchema('archive').table('old_bookings', { id: serial('id').primaryKey(), title: text('title') });
const plain = pgTable('plain', { id: serial('id').primaryKey(), title: text('title') });
class MarkingDialect extends PgDialect {
  override escapeParam() {
    return '\u0000';
  }
}

const manager = alias(users, 'manager');
const statements: Record<string, SQL> = {
  'a select with joins, an alias, conditions and an order': db
    .select({ id: bookings.id, title: bookings.title, manager: manager.lastName, name: usersFullName })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .leftJoin(manager, eq(manager.id, bookings.createdBy))
    .where(
      and(
        eq(bookings.status, 'BOOKED'),
        inArray(bookings.agencyId, [1, 2, 3]),
        isNull(bookings.freelancerId),
        or(
          sql`${bookings.title} ilike ${'%a%'}`,
          sql`${bookings.startDate} between ${'2026-01-01'} and ${'2026-12-31'}`,
        ),
      ),
    )
    .orderBy(desc(bookings.startDate), asc(bookings.id))
    .limit(25)
    .offset(50)
    .getSQL(),
  'placeholders, bare and bound to a column': db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.agencyId, sql.placeholder('agency')), sql`${bookings.id} = any(${sql.placeholder('ids')})`))
    .getSQL(),
  'a subquery and a common table expression': (() => {
    const recent = db.$with('recent').as(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.agencyId, 7)));
    const inner = db.select({ id: projects.id }).from(projects).where(eq(projects.agencyId, 7)).as('inner');
    return db
      .with(recent)
      .select({ id: recent.id, project: inner.id })
      .from(recent)
      .innerJoin(inner, sql`true`)
      .getSQL();
  })(),
  'an insert of JSON and dates, with what it returns': db
    .insert(activityLog)
    .values({ actorId: 1, action: 'x', entityType: 'booking', entityId: 2, details: { a: [1, 'b'] } })
    .returning({ id: activityLog.id })
    .getSQL(),
  'an update and a delete': sql`${db
    .update(bookings)
    .set({ title: 'T', serverLinks: ['a', 'b'], updatedAt: new Date('2026-01-02T03:04:05Z') })
    .where(eq(bookings.id, 3))
    .getSQL()}; ${db.delete(projects).where(eq(projects.id, 4)).getSQL()}`,
  'raw text, identifiers, joins, nulls and lists of values': sql`select ${sql.identifier('a"b')}, ${null}, ${true}, ${12.5}
    from ${sql.raw('x')} where y in ${[1, 'two', sql`3`]} and ${sql.join([sql`1`, sql`${2}`], sql` + `)}`,
  'values written into the text': sql`select ${"it's"}, ${3}, ${bookings.title}`.inlineParams(),
  'a table in a schema of its own': db.select().from(archive).where(eq(archive.title, 'x')).getSQL(),
  'a table defined apart': db
    .select({ n: sql<number>`count(*)`.as('n') })
    .from(plain)
    .getSQL(),
};

describe('rendering a statement in one pass', () => {
  for (const [name, statement] of Object.entries(statements)) {
    it(`renders ${name} as drizzle does`, () => {
      expect(renderStatement(dialect, statement)).toEqual(drizzleRendering(dialect, statement));
      const marking = new MarkingDialect();
      expect(renderStatement(marking, statement)).toEqual(drizzleRendering(marking, statement));
    });
  }

  it('numbers the values of every part in order, those drizzle renders included', () => {
    const rendered = renderStatement(dialect, statements['a subquery and a common table expression']!);
    expect(rendered.sql).toContain('"agency_id" = $1');
    expect(rendered.sql).toContain('"agency_id" = $2');
    expect(rendered.params).toEqual([7, 7]);
  });

  it('is what a database renders its statements with, transactions included', () => {
    const own = renderingInOnePass(drizzle.mock({ schema }));
    const query = own.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, 1));
    expect(query.toSQL()).toEqual({ sql: 'select "id" from "bookings" where "bookings"."id" = $1', params: [1] });
    expect((own as unknown as { dialect: PgDialect }).dialect.sqlToQuery).not.toBe(drizzles);
  });
});
