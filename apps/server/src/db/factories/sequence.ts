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
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  );
  const rows = ('rows' in result ? result.rows : result) as { id: number }[];
  return firstRow(rows).id;
}

export const pad = (value: number, width: number) => String(value).padStart(width, '0');
