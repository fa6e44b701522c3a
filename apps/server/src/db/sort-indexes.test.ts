import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import { SORT_COLUMNS as BOOKING_SORTS } from '../modules/bookings/bookings.repo.ts';
import { SORT_COLUMNS as CREDIT_NOTE_SORTS } from '../modules/credit-notes/credit-notes.repo.ts';
import { SORT_COLUMNS as FLAT_RATE_SORTS } from '../modules/flat-rate-payments/flat-rate-payments.repo.ts';
import { SORT_COLUMNS as PROJECT_SORTS } from '../modules/projects/projects.repo.ts';
import { SORT_COLUMNS as TIME_RECORD_SORTS } from '../modules/time-records/time-records.repo.ts';
import type { Db } from './client.ts';
import { rowsOf } from './factories/sequence.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** The columns of each btree index of the migrated database, in order: `table.column`. */
async function btreeIndexes(): Promise<string[][]> {
  const indexes = rowsOf<{ table: string; definition: string }>(
    await db.execute(
      sql`select tablename as table, indexdef as definition from pg_indexes where schemaname = 'public'`,
    ),
  );
  return indexes.flatMap(({ table, definition }) => {
    const columns = /USING btree \(([^)]+)\)/.exec(definition)?.[1];
    return columns
      ? [
          columns
            .replaceAll('"', '')
            .split(', ')
            .map((column) => `${table}.${column.trim()}`),
        ]
      : [];
  });
}

const columnName = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

describe('the big lists’ orders', () => {
  // Above the count's cap (an admin's or finance's list of every agency) a page walks the order's index and stops
  // at its last row; an order without one sorts every matching row first: 0.24-0.7 s at 10x (migration 0013).
  test('every order of every big list leads an index of its table in the migrated database', async () => {
    const leading = new Set((await btreeIndexes()).map(([first]) => first));
    const orders = [BOOKING_SORTS, CREDIT_NOTE_SORTS, FLAT_RATE_SORTS, PROJECT_SORTS, TIME_RECORD_SORTS].flatMap(
      (sorts) => Object.values(sorts).map(columnName),
    );
    expect(orders.filter((order) => !leading.has(order))).toEqual([]);
    expect(orders).toContain('bookings.title');
  });

  test('every order of an agency’s big list, with the id that breaks its ties, follows the agency in an index', async () => {
    // Without one, the planner walked the order's index of every agency and dropped the other agencies' rows: the
    // big agency's 200th page of bookings by creation at 10x read 226 585 entries for 5 000 (194 ms; migration 0033).
    // An agency's projects are a few hundred at most and are sorted.
    const afterAgency = new Set(
      (await btreeIndexes()).flatMap(([first, second, third]) =>
        first?.endsWith('.agency_id') && second && third?.endsWith('.id') ? [second] : [],
      ),
    );
    const orders = [BOOKING_SORTS, CREDIT_NOTE_SORTS, FLAT_RATE_SORTS, TIME_RECORD_SORTS].flatMap((sorts) =>
      Object.values(sorts)
        .filter((column: PgColumn) => column.name !== 'id')
        .map(columnName),
    );
    expect(orders.filter((order) => !afterAgency.has(order))).toEqual([]);
    expect(orders).toContain('time_records.minutes');
  });

  test('every order of a review list, within its tab’s status, follows the status in an index', async () => {
    // A tab's rows sparse along an order's own index made the walk read tens of thousands of rows for a page
    // (finance's pending flat-rate payments by amount at 10x: 40 000 rows, 28 ms; migration 0023).
    const afterStatus = new Set(
      (await btreeIndexes()).flatMap(([first, second]) => (first?.endsWith('.status') && second ? [second] : [])),
    );
    const orders = [FLAT_RATE_SORTS, TIME_RECORD_SORTS].flatMap((sorts) =>
      Object.values(sorts)
        .filter((column: PgColumn) => column.name !== 'status')
        .map(columnName),
    );
    expect(orders.filter((order) => !afterStatus.has(order))).toEqual([]);
    expect(orders).toContain('flat_rate_payments.amount_cents');
  });
});
