import { type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planOf } from '../../test/plan-of.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { rowsOf } from './factories/sequence.ts';
import { hasWordJoint } from './like-pattern.ts';
import { anyOf, COMMON_WORD_ROWS, phraseContains, RARE_JOINTS_MAX } from './list-query.ts';
import { bookings } from './schema/bookings.ts';
import { flatRatePayments } from './schema/flat-rate-payments.ts';
import { timeRecords } from './schema/time-records.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** The rows a query holds, as strings. */
async function strings(query: SQL) {
  return rowsOf<{ value: string }>(await db.execute(query)).map((row) => row.value);
}

describe("a phrase's word joints (migration 0036, decision 047)", () => {
  const texts = [
    'Bench work Grafik 4234',
    'Bench work 42 Entwurf',
    'MÜLLER Straße 12-14',
    'a b cd ef g',
    'double  space here',
    'Ärger über Öl',
    'x-y z/w q.r',
  ];

  test('every text that holds a phrase holds its joints: each part of each text, in either case', async () => {
    const parts = new Set<string>();
    for (const whole of texts) {
      const characters = Array.from(whole);
      for (let start = 0; start < characters.length; start++) {
        for (let end = start + 1; end <= characters.length; end++) {
          const part = characters.slice(start, end).join('');
          parts.add(part).add(part.toUpperCase()).add(part.toLowerCase());
        }
      }
    }
    // The texts hold no wildcard, so each part is its own ILIKE pattern.
    const missed = await strings(sql`select text || ' / ' || part as value
      from unnest(${sql.param(texts)}::text[]) as texts(text), unnest(${sql.param([...parts])}::text[]) as parts(part)
      where text ilike '%' || part || '%' and not fm_word_joints(text) @> fm_word_joints(part)`);
    expect(missed).toEqual([]);
    expect(parts.size).toBeGreaterThan(1_000);
  });

  test('joints are where two words of two characters or more meet, case folded', async () => {
    const [joints] = await strings(sql`select array_to_string(fm_word_joints('Bench Work 42 a bc Öl'), '|') as value`);
    expect(joints).toBe('ch wo|rk 42|bc öl');
    const words = ['Bench work 42', 'ab cd', 'a bc', 'ab c', 'abc', 'x  yz', 'Öl Ärger', ' ab cd', 'ab cd '];
    const inSql = await strings(sql`select (cardinality(fm_word_joints(word)) > 0)::text as value
      from unnest(${sql.param(words)}::text[]) with ordinality as words(word, n) order by n`);
    expect(inSql).toEqual(words.map((word) => String(hasWordJoint(word))));
  });

  test.each([
    ['time_records', sql`time_records`, timeRecords.description, 'time_records_description_joints_idx'],
    [
      'flat_rate_payments',
      sql`flat_rate_payments`,
      flatRatePayments.description,
      'flat_rate_payments_description_joints_idx',
    ],
    ['bookings', sql`bookings`, bookings.title, 'bookings_title_joints_idx'],
  ] as const)('%s: a rare phrase is looked up in the index of its joints', async (_name, table, text, index) => {
    const searched = await phraseContains(text, 'Bench work 42').withKeys!(db);
    const plan = await planOf(db, table, searched.indexed);
    expect(plan).toContain(index);
    // Not beside the trigram index, whose trigrams are each of the phrase's words apart.
    expect(plan).not.toContain('trgm');
  });

  test('a rare phrase finds the texts that hold it, case folded, and no text that holds its words apart', async () => {
    const searched = await phraseContains(timeRecords.description, 'BENCH WORK 42').withKeys!(db);
    const found = await strings(sql`select description as value
      from unnest(${sql.param(texts)}::text[]) as time_records(description) where ${searched.indexed}`);
    expect(found).toEqual(['Bench work 42 Entwurf']);
    const probed = await strings(sql`select description as value
      from unnest(${sql.param(texts)}::text[]) as time_records(description) where ${searched.probe}`);
    expect(probed).toEqual(['Bench work 42 Entwurf']);
  });
});

describe('whether a phrase is looked up by its joints: the planner expects them in few rows', () => {
  // A table of descriptions that all begin "Bench work", with statistics of its joints' index.
  const texts = pgTable('joint_texts', { id: integer('id').primaryKey(), description: text('description').notNull() });
  const rows = 3 * RARE_JOINTS_MAX;
  beforeAll(async () => {
    await db.execute(sql`create table joint_texts (id integer primary key, description text not null)`);
    await db.execute(sql`insert into joint_texts select n, 'Bench work ' || (n % 50) || ' Grafik'
      from generate_series(1, ${rows}) n`);
    await db.execute(sql`create index joint_texts_joints_idx on joint_texts using gin (fm_word_joints(description))`);
    await db.execute(sql`analyze joint_texts`);
  });
  afterAll(async () => {
    await db.execute(sql`drop table joint_texts`);
  });

  /** The statement's text of the indexed form the list would use for the word. */
  const indexedFor = async (word: string) =>
    new PgDialect().sqlToQuery((await phraseContains(texts.description, word).withKeys!(db)).indexed).sql;

  test('joints in every row ("Bench work"): the text is searched as before', async () => {
    expect(await indexedFor('Bench work')).not.toContain('fm_word_joints');
  });

  test('a joint in no row ("work Grafik 7"): looked up by the joints', async () => {
    expect(await indexedFor('work Grafik 7')).toContain('fm_word_joints');
  });
});

describe('a phrase whose joints are common is looked up by its words the planner does not expect everywhere', () => {
  // Titles that all begin "Bench booking 12", as a generator writes them, with a trigram and a joints index: the
  // joints of "Bench booking 12034" ("ch bo", "ng 12") are in every row.
  const titles = pgTable('phrase_titles', { id: integer('id').primaryKey(), title: text('title').notNull() });
  const rows = 3 * COMMON_WORD_ROWS;
  beforeAll(async () => {
    await db.execute(sql`create table phrase_titles (id integer primary key, title text not null)`);
    await db.execute(
      sql`insert into phrase_titles select n, 'Bench booking ' || (1200000 + n) from generate_series(1, ${rows}) n`,
    );
    await db.execute(sql`create index phrase_titles_trgm_idx on phrase_titles using gin (title gin_trgm_ops)`);
    await db.execute(sql`create index phrase_titles_joints_idx on phrase_titles using gin (fm_word_joints(title))`);
    await db.execute(sql`analyze phrase_titles`);
  });
  afterAll(async () => {
    await db.execute(sql`drop table phrase_titles`);
  });

  const searchedFor = async (word: string) => {
    const searched = phraseContains(titles.title, word);
    return ((await searched.withKeys?.(db)) ?? searched).indexed;
  };
  const titlesFound = async (condition: SQL) =>
    rowsOf<{ id: number }>(await db.execute(sql`select id from phrase_titles where ${condition} order by id`)).map(
      (row) => row.id,
    );

  test('"Bench booking 12034": the index is asked for " 12034" alone, and the phrase is checked on what it finds', async () => {
    const indexed = await searchedFor('Bench booking 12034');
    const query = new PgDialect().sqlToQuery(indexed);
    expect(query.params).toContain('% 12034%');
    expect(query.params).not.toContain('%Bench%');
    const plan = await planOf(db, sql`phrase_titles`, indexed);
    expect(plan).toContain('phrase_titles_trgm_idx');
    expect(plan).toMatch(/Index Cond: \(title ~~\* '% 12034%'::text\)/);
    expect(plan).not.toMatch(/Index Cond: [^\n]*Bench booking/);
  });

  test.each(['Bench booking 12034', 'bench BOOKING 1214999', 'booking 7', 'Bench booking', 'Bench booking 99'])(
    '"%s" finds the titles that hold it, and only those',
    async (word) => {
      const holding = await titlesFound(sql`title ilike ${`%${word}%`}`);
      expect(await titlesFound(await searchedFor(word))).toEqual(holding);
      expect(await titlesFound(phraseContains(titles.title, word).probe)).toEqual(holding);
    },
  );

  test("the form reaches a scope's keys through the texts it is one of (anyOf's planned arms)", async () => {
    const planned = await anyOf(phraseContains(titles.title, 'Bench booking 12034')).planned!(db);
    expect(planned.arms?.map((arm) => new PgDialect().sqlToQuery(arm).params)).toEqual([
      ['%Bench booking 12034%', '% 12034%'],
    ]);
  });

  test('a phrase of common words only ("Bench booking") is searched as before', async () => {
    const query = new PgDialect().sqlToQuery(await searchedFor('Bench booking'));
    expect(query.sql).not.toContain("|| '')");
    expect(query.params).toEqual(['%Bench booking%']);
  });
});
