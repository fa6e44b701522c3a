import { type SQL, sql } from 'drizzle-orm';
import { date, timestamp } from 'drizzle-orm/pg-core';

/** `column in ('A', 'B')` for enum check constraints; values come from the contract's constant lists only. */
export const inList = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** jsonb column must hold an array (it_requirements, server_links, report filter lists). */
export const isJsonArray = (column: string): SQL => sql.raw(`jsonb_typeof(${column}) = 'array'`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
/** Calendar dates travel as ISO `YYYY-MM-DD` strings, never as Date objects (no time-zone shifts). */
export const isoDate = (name: string) => date(name, { mode: 'string' });
