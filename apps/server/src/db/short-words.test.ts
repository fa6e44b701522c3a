import { getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { planOf } from '../../test/plan-of.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { rowsOf } from './factories/sequence.ts';
import { codeContains, indexedTextContains, type Searched } from './list-query.ts';
import { bookings } from './schema/bookings.ts';
import { creditNotes } from './schema/credit-notes.ts';
import { flatRatePayments } from './schema/flat-rate-payments.ts';
import { users, usersFullName } from './schema/identity.ts';
import { timeRecords } from './schema/time-records.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** Which of `texts` the indexed form of `contains` finds for a word, in order. */
function foundAmong(texts: (string | null)[], contains: (text: SQL, word: string) => Searched) {
  return async (word: string) => {
    const { indexed } = contains(sql`text`, word);
    const rows = rowsOf<{ text: string }>(
      await db.execute(sql`select text from unnest(${sql.param(texts)}::text[]) as texts(text) where ${indexed}`),
    );
    return rows.map((row) => row.text).sort();
  };
}

describe('keywords of one or two characters (decision 043)', () => {
  // pg_trgm's index of a text holds trigrams, and "%gs%" holds none: such a keyword read every row of the column.
  // The lists ask the index of the tripled text instead, whose expression the planner must recognise.
  test.each([
    ['time_records', sql`time_records`, timeRecords.description, 'time_records_description_tripled_idx'],
    [
      'flat_rate_payments',
      sql`flat_rate_payments`,
      flatRatePayments.description,
      'flat_rate_payments_description_tripled_idx',
    ],
    ['users', sql`${users}`, usersFullName, 'users_full_name_tripled_idx'],
  ] as const)('%s: a short word is looked up in the tripled text’s index', async (_name, table, text, index) => {
    expect(await planOf(db, table, indexedTextContains(text, 'xQ').indexed)).toContain(index);
    expect(await planOf(db, table, indexedTextContains(text, 'ß').indexed)).toContain(index);
  });

  test('a short word is found wherever it stands in the text, case folded, and nowhere else', async () => {
    const found = foundAmong(['Satz XQ-7', 'axqb', 'Straße', 'X Q', 'x_q', 'QX', null], indexedTextContains);
    expect(await found('xq')).toEqual(['Satz XQ-7', 'axqb']);
    expect(await found('ß')).toEqual(['Straße']);
    expect(await found('_')).toEqual(['x_q']);
    expect(await found('x_')).toEqual(['x_q']);
    expect(await found('Q')).toEqual(['QX', 'Satz XQ-7', 'X Q', 'axqb', 'x_q']);
  });
});

describe('code words with a separator (migration 0021)', () => {
  // pg_trgm splits "BENCH-GS-5-1" into words whose trigrams every number of the series shares; the joined code's
  // index has trigrams across the separators.
  test.each([
    ['credit_notes_number_joined_idx', 'number', creditNotes.number],
    ['bookings_code_joined_idx', 'booking_code', bookings.bookingCode],
  ] as const)('%s holds the trigrams of the joined %s, which codeContains asks', async (index, name, code) => {
    // On these empty tables the planner would rather read any index whole, so the plan is checked at 10x (1 ms for
    // "BENCH-GS-5-1" on the credit notes, bench/results/list-survey.md) and the index's definition here.
    const [found] = rowsOf<{ indexdef: string }>(
      await db.execute(sql`select indexdef from pg_indexes where indexname = ${index}`),
    );
    expect(found?.indexdef).toContain(`USING gin (fm_joined(${name}) gin_trgm_ops)`);
    const asked = new PgDialect().sqlToQuery(codeContains(code, 'GS-5-1').indexed);
    expect(asked.sql).toContain(`fm_joined("${getTableName(code.table)}"."${name}") ilike`);
    expect(asked.params).toContain('%GSq5q1%');
  });

  test('a code word is found only where it stands, separators as typed, case folded', async () => {
    const codes = ['BENCH-GS-5-1', 'bench-gs-5-10', 'BENCH-GS-15-1', 'BENCHqGSq5q1', 'GS 5/1', 'GS-5_1', null];
    const found = foundAmong(codes, codeContains);
    expect(await found('GS-5-1')).toEqual(['BENCH-GS-5-1', 'bench-gs-5-10']);
    expect(await found('S 5/')).toEqual(['GS 5/1']);
    expect(await found('5_1')).toEqual(['GS-5_1']);
  });
});
