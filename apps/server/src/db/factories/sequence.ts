import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

let counter = 0;

/** Next number of the process-wide counter that makes factory defaults unique (and reproducible, unlike random). */
export function nextSequence(): number {
  counter += 1;
  return counter;
}

/** The first row of an insert … returning; factories insert exactly one row. */
export function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Reserves the next serial id of a table, so a row can carry a code derived from its own id. */
export async function reserveId(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`);
  return firstRow(rowsOf<{ id: number }>(result)).id;
}

export const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
