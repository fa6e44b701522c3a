import { createHash } from 'node:crypto';
import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import {
  type AnyColumn,
  and,
  Column,
  getTableName,
  ilike,
  is,
  or,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  sql,
} from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, withLocalSetting } from './client.ts';
import { rowsOf } from './factories/sequence.ts';
import {
  hasWordJoint,
  isJoinedWord,
  isShortWord,
  joined,
  likePattern,
  tripled,
  wordsWithTheirSeparators,
} from './like-pattern.ts';
import { isOneOfPlaceholder, statementName } from './prepared.ts';
import { createRecentKeys, type RecentKeys } from './recent-keys.ts';
import { mapRowsByPlan } from './row-mapping.ts';
import { renderStatement } from './sql-rendering.ts';

/** Renders statements for keys: a count's (keyOf) and a list's order (listRows). */
const dialect = new PgDialect();

/**
 * How many rows of `table` match `where`, counted up to LIST_COUNT_CAP + 1 (pageOf reports more as capped), so
 * that a page costs what it shows and not what the table holds. `where` reads the table's own columns only: the
 * lists write their filters that way (a related table's filter as "id in (…)"), so the count joins nothing.
 */
export function countUpToCap(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return cappedCountOf(db, table, renderedOnce(where)).run();
}

/**
 * The capped count of the rows of `table` that `where` matches (its key: keyOf); `counted`, when given, is the same
 * condition written for the count's statement (a keyword's related keys listed, decision 043).
 */
function cappedCountOf(
  db: DbOrTx,
  table: PgTable,
  where: RenderedCondition,
  counted?: () => Promise<SQL>,
  searched = false,
) {
  const matching = (condition = where.condition) =>
    db
      .select({ one: sql`1`.as('one') })
      .from(searched ? wholly(table, condition) : table)
      .where(searched ? undefined : condition)
      .$dynamic();
  return cappedCount(db, keyOf(getTableName(table), where), matching, LIST_COUNT_CAP, counted);
}

/**
 * The rows of `table` that `condition` matches, planned as if all were read, though a cap after it stops the
 * reading early: a keyword's statements up to the cap (a capped count, a page with its count). PostgreSQL takes a
 * word inside a text (ILIKE '%424%') to match some 4 % of a table whatever its trigram index holds, and a scan
 * under the cap to stop after the first cap ÷ 4 % of the rows, so it may read the table in its own order where the
 * indexes would gather the few matches: finance's flat-rate payments for "424" at 10x, 6 930 of 500 000, were read
 * whole (330-540 ms) on one database's statistics, and through the indexes on another's (20-60 ms). Planned whole,
 * the matches are read through the indexes; a keyword found in most rows is read in the table's order still, which
 * stops at the cap. The planner passes a cap down to a subquery unless the query above it sorts: a sort by a
 * constant, which it then drops, keeps the cap out of the subquery's plan. Named like the table, so the rest of
 * the statement reads the same.
 */
function wholly(table: PgTable, condition: SQL) {
  return sql`(select * from (select * from ${table} where ${condition} offset 0) ${table} order by 1 = 1) ${table}`;
}

/**
 * How many rows `matching` selects (the rows of `list` that `where` matches), counted up to `cap` + 1 (the query
 * stops one row past the cap), without counting again what is above the cap (decision 035): a list found to hold
 * more is taken as above the cap for ABOVE_CAP_MS by this instance, keyed by the list's name and `where` with its
 * values (the filters and the caller's scope). Paging through a finance user's 200 000 pending records then costs
 * each page its rows and not a 10 001-row count. At or below the cap every call counts, so a change is seen at once;
 * above it, a change answered by this instance forgets what was known (forgetCountsAboveCap), and only a change made
 * elsewhere can leave the total reading capped, for up to the window. After the window, for RENEWED_ABOVE_CAP_MS, a
 * call is still answered "above the cap" at once and counts again behind its answer, which then renews or drops
 * what was known.
 */
export function countRowsUpTo(
  db: DbOrTx,
  list: string,
  where: RenderedCondition,
  matching: () => PgSelect,
  cap: number,
) {
  return cappedCount(db, keyOf(list, where), matching, cap).run();
}

/**
 * A count's key for the memo (decision 035): the list's name and the digest of its conditions with their values
 * (renderedOnce), since a page needs the key but seldom the count, whose statement is built only when it runs.
 */
function keyOf(list: string, where: RenderedCondition) {
  return `${list}\u0000${where.digest}`;
}

/**
 * A condition rendered once (renderedOnce): its digest with its values, the condition as that text, and its `shape`,
 * the text without its values (what is asked of the planner once for all values).
 */
export type RenderedCondition = { condition: SQL; digest: string; shape: string };

/** Renders a statement's parts with each value's place marked by a NUL, which no statement's text can hold. */
class MarkingDialect extends PgDialect {
  override escapeParam() {
    return VALUE_MARK;
  }
}
const VALUE_MARK = '\u0000';
const marking = new MarkingDialect();

/**
 * A condition rendered once: `digest` names it with its values (a count's key, keyOf), and `condition` is the same
 * condition as its rendered text between its values, which a statement embeds at the cost of a few chunks instead
 * of rendering every column, subquery and keyword of it again. A list's page rendered its conditions twice, once
 * for the count's key and once in its statement: about a fifth of the product's work on a call with a keyword.
 */
export function renderedOnce(where: SQL | undefined): RenderedCondition {
  const { sql: text, params } = renderStatement(marking, where ?? sql`true`);
  const digest = createHash('sha256').update(text).update(VALUE_MARK).update(JSON.stringify(params)).digest('base64');
  return { condition: asRendered(text, params), digest, shape: text };
}

/** A part a statement embeds more than once, rendered once (as renderedOnce's condition, without a digest). */
export function rendered(part: SQL): SQL {
  const { sql: text, params } = renderStatement(marking, part);
  return asRendered(text, params);
}

/** A part's rendered `text` between its `params`, as a part to embed. */
function asRendered(text: string, params: unknown[]): SQL {
  const pieces = text.split(VALUE_MARK);
  if (pieces.length !== params.length + 1) throw new Error(`a condition's text holds a NUL: ${text}`);
  const chunks: unknown[] = [new StringChunk(pieces[0]!)];
  params.forEach((value, index) => {
    // A placeholder (or a parameter holding one) stays one, to be filled when the statement runs.
    chunks.push(is(value, Placeholder) || is(value, Param) ? value : new Param(value));
    chunks.push(new StringChunk(pieces[index + 1]!));
  });
  return new SQL(chunks as SQL['queryChunks']);
}

/** A list's order as text, to key what is built or asked once per order. */
function keyOfOrder(order: SQL[]) {
  return renderStatement(dialect, sql.join(order, sql`, `)).sql;
}

/**
 * A capped count to run, and its key: the cap and `matchingKey` (keyOf), which names the matching rows; `counted`
 * gives `matching` the condition to count by, when the key's is written otherwise.
 */
function cappedCount(
  db: DbOrTx,
  matchingKey: string,
  matching: (condition?: SQL) => PgSelect,
  cap: number,
  counted?: () => Promise<SQL>,
) {
  const key = `${cap}\u0000${matchingKey}`;
  const known = countsAboveCap.of(db);
  /** Learns whether the list is above the cap from `total`, its rows counted up to the cap + 1. */
  const learnt = (total: number) => {
    if (total > cap) known.above.add(key);
    else known.above.delete(key);
    return total;
  };
  return {
    key,
    learnt,
    async run() {
      const count = () =>
        countsInFlight.share(db, key, async () => {
          const [counting] = await db.select({ total: sql<number>`count(*)::int` }).from(
            matching(await counted?.())
              .limit(cap + 1)
              .as('matching'),
          );
          return learnt(counting?.total ?? 0);
        });
      if (known.above.has(key)) return cap + 1;
      if (known.above.isStale(key)) {
        // Most likely still above the cap: answered so at once, and counted again behind the answer.
        void count().catch(() => undefined);
        return cap + 1;
      }
      return count();
    },
  };
}

/**
 * Forgets which lists were above the cap (a change was made through this instance), and the counts and related
 * keys being read: a call after the change reads them anew rather than sharing a reading from before it.
 */
export function forgetCountsAboveCap(db: DbOrTx) {
  countsAboveCap.forget(db);
  countsInFlight.forget(db);
  relatedKeysInFlight.forget(db);
}

/** How long an instance takes a list found above the cap as still above it. */
export const ABOVE_CAP_MS = 60_000;

/**
 * How long after ABOVE_CAP_MS a list or related set found above its cap is still answered as above it, while a
 * call renews what is known behind its answer: under steady use no call waits for a count once a minute.
 */
export const RENEWED_ABOVE_CAP_MS = 10 * 60_000;

/**
 * Keys an instance learnt lately about a database's lists, one set per `name`, each kept for ABOVE_CAP_MS and stale
 * for RENEWED_ABOVE_CAP_MS after it (at most 1 000 keys): `of(db)` the database's sets, made on first use, and
 * `forget(db)` drops them.
 */
function recentKeysPerDatabase<Name extends string>(...names: Name[]) {
  const byDb = new WeakMap<DbOrTx, Record<Name, RecentKeys>>();
  return {
    of(db: DbOrTx) {
      let known = byDb.get(db);
      if (!known) {
        known = Object.fromEntries(
          names.map((name) => [name, createRecentKeys(ABOVE_CAP_MS, 1_000, undefined, RENEWED_ABOVE_CAP_MS)]),
        ) as Record<Name, RecentKeys>;
        byDb.set(db, known);
      }
      return known;
    },
    forget: (db: DbOrTx) => byDb.delete(db),
  };
}

/**
 * The lists an instance found above the cap lately, by their count's key: they are not counted again, and their page
 * is read without trying to count along (pageOfList).
 */
const countsAboveCap = recentKeysPerDatabase('above');

/** The related tables' matches an instance found above RELATED_KEYS_CAP lately, by their key (relatedKeys). */
const relatedAboveCap = recentKeysPerDatabase('above');

/**
 * Readings in progress per database, by key: a call that needs what another call is reading awaits that reading
 * instead of starting its own. Ten users who open the same list read its count and a keyword's related keys once;
 * each read them apart before, and ten first calls of an admin's records for "7" took 40 s each at 10x.
 */
function inFlightPerDatabase<T>() {
  const byDb = new WeakMap<DbOrTx, Map<string, Promise<T>>>();
  return {
    share(db: DbOrTx, key: string, read: () => Promise<T>): Promise<T> {
      let running = byDb.get(db);
      if (!running) {
        running = new Map();
        byDb.set(db, running);
      }
      const pending = running.get(key);
      if (pending) return pending;
      const reading = read().finally(() => {
        if (running.get(key) === reading) running.delete(key);
      });
      running.set(key, reading);
      return reading;
    },
    forget: (db: DbOrTx) => byDb.delete(db),
  };
}

/** The capped counts being read (cappedCount). */
const countsInFlight = inFlightPerDatabase<number>();

/** The related keys being read (relatedKeys). */
const relatedKeysInFlight = inFlightPerDatabase<string | null>();

/** A scalar subquery: how many rows `rows` selects, counted up to `cap` (it stops reading there). */
export function countedUpTo(rows: SQL, cap: number): SQL {
  return sql`(select count(*)::int from (${rows} limit ${cap}) counted)`;
}

/**
 * A set of rows to count (`rows`: its `select 1 from …`, written only when it is counted), and the key this instance
 * remembers it by when it is above the cap.
 */
export type RowsToCount = { key: string; rows: () => SQL };

/**
 * How many rows each set holds, counted up to LIST_COUNT_CAP + 1, the sets not known above the cap in one statement.
 * A set found above the cap is not counted again for ABOVE_CAP_MS by this instance (decision 035, as a list's
 * total): it reads as LIST_COUNT_CAP + 1. A finance user's to-dos are such a set, counted on every page of
 * notifications and for every unread badge: above the cap both counts read about 7 ms of index a call at 1x. Any
 * change answered by this instance forgets them (forgetCountsAboveCap), and a transaction counts afresh (the memo is
 * per database handle). After the window the set is counted again before the answer: its count stops at the cap, so
 * no call waits long for it.
 */
export async function countEachUpToCap(db: DbOrTx, sets: readonly RowsToCount[]): Promise<number[]> {
  const above = countsAboveCap.of(db).above;
  const keys = sets.map((set) => `rows\u0000${set.key}`);
  const counts = keys.map((key) => (above.has(key) ? LIST_COUNT_CAP + 1 : undefined));
  const unknown = sets.flatMap((set, index) => (counts[index] === undefined ? [{ set, index }] : []));
  if (unknown.length === 0) return counts as number[];
  const subqueries = unknown.map(({ set }) => countedUpTo(set.rows(), LIST_COUNT_CAP + 1));
  const [row] = rowsOf<{ counts: number[] }>(
    await db.execute(sql`select array[${sql.join(subqueries, sql`, `)}] as counts`),
  );
  unknown.forEach(({ index }, position) => {
    const total = row?.counts[position] ?? 0;
    if (total > LIST_COUNT_CAP) above.add(keys[index]!);
    else above.delete(keys[index]!);
    counts[index] = total;
  });
  return counts as number[];
}

/**
 * `column` is one of `ids` (integers), as one array parameter. Drizzle's inArray writes a parameter per id and
 * types each as it builds the statement: 150 µs for a page's 25 ids against 48 µs as an array, on every call of a
 * list that reads its page's allocations, tags or names. An empty array matches nothing, as inArray's `false` does.
 */
export function isOneOf(column: PgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::integer[])`;
}

/** A caller's agencies as a condition on `column`: none for one who sees every agency (undefined), else isOneOf. */
export function inScope(column: PgColumn, agencyIds: readonly number[] | undefined): SQL | undefined {
  return agencyIds === undefined ? undefined : isOneOf(column, agencyIds);
}

/**
 * A keyword's condition on a list's row, written twice (decision 031). `indexed` finds the matching rows through
 * indexes: a related table's text becomes "the row's key is one of these", an array the related table's index
 * answers once, so a count or a few matches cost what they find. `probe` checks one row: a related table's text
 * is an EXISTS on its primary key, so walking the list's order costs the same per row however many rows match.
 * The EXISTS carries `offset 0`, which keeps it a probe: without it the planner may hash the whole related table's
 * matches once instead (a sequential scan of every booking's title, 48 ms at 1x, for a walk of 276 rows).
 */
export type Searched = {
  indexed: SQL;
  probe: SQL;
  /**
   * The same condition with each related table's matches read first (refersTo, decision 043): up to
   * RELATED_KEYS_CAP keys become a list in the statement, which PostgreSQL knows the size of and looks up by hash in
   * both forms, where a probe reads the related row of every row walked. pageOfList asks for it before a page.
   */
  withKeys?: (db: DbOrTx) => Promise<Searched>;
  /**
   * The indexed form with every related set up to LISTED_KEYS_CAP keys as a constant list, for the statements that
   * read all matches (a count, a page with its count): an array of thousands of keys is compared element by element
   * wherever the planner filters rows with it instead of asking an index (decision 043). A larger set is probed.
   */
  listed?: (db: DbOrTx) => Promise<SQL>;
  /**
   * The probe with each related set that a scope narrows (refersTo's `narrowing`: an agency's or a freelancer's
   * bookings) read once as a subquery, which PostgreSQL hashes, instead of probed for every row: for a caller whose
   * rows are one agency's or one freelancer's (decision 043, amendment). Absent where no related set is narrowed.
   */
  narrowed?: SQL;
  /**
   * The probe as the scope's subquery (`narrowed`) checks its rows: each related set an EXISTS without the probe's
   * fence, which PostgreSQL may check row by row or turn into one hashed read of the related table's matches. That
   * subquery reads all the scope's rows, whose number the planner estimates from the scope's statistics, so it
   * picks by the scope's size: an agency's few hundred bookings probe their users, a big agency's 22 000 read the
   * 5 000 users named Anna once (decision 043, amendment). Absent where the row's own text is all there is.
   */
  scoped?: SQL;
  /**
   * `narrowed` with the scope's related keys read first, when they are up to NARROWED_KEYS_CAP: a list of keys, which
   * an index can answer beside the row's own text, where the subquery made the list read each of the scope's rows.
   * A keyword that none of a big agency's 111 634 records holds read them all; with the agency's bookings it names
   * read first (none), the description's trigram index answers it. Above the cap, `narrowed` as it is.
   */
  narrowedWithKeys?: (db: DbOrTx) => Promise<SQL>;
  /**
   * The condition as the conditions of which any one matches, each of which the planner can answer on its own: a
   * text's indexed form, a related set as `reference in (subquery)`, which it may probe or hash by the set's
   * estimated size. A scope's keys are read as one statement of each (`narrowedWithKeys`), where one condition of
   * them all read each of the scope's rows: an OR with a related set no index answers is checked row by row.
   */
  arms?: SQL[];
  /**
   * The condition written as the table's statistics say it is read best (a phrase by its rare joints or its uncommon
   * words, phraseContains), asked of the planner once a minute: what keysInScope reads a scope's keys with, and what
   * withKeys starts from. Absent where the condition has one way of being written.
   */
  planned?: (db: DbOrTx) => Promise<Searched>;
};

/** How many keys of a related table's matches a keyword hands every statement as a list (decision 043). */
export const RELATED_KEYS_CAP = 1_000;
/** How many keys of a related table's matches a keyword hands a count as a list (decision 043). */
const LISTED_KEYS_CAP = 50_000;
/**
 * How many of a scope's bookings that a keyword names it hands every statement as a list (`narrowedWithKeys`,
 * keysInScope, decision 043): reading them costs no more than the subquery they replace, so the cap bounds only their
 * text in the statements (10 000 keys, about 70 KB). The big agency's 2 256 bookings for "Anna" at 10x: its first
 * count read each of its 111 634 records through the subquery (2.6 s) and reads 11 034 through the indexes with the
 * list (0.2 s).
 */
export const NARROWED_KEYS_CAP = 10_000;

/** The row's own text column (or expression) contains the word (ILIKE, the word's wildcards taken literally). */
export function textContains(text: AnyColumn | SQL, word: string): Searched {
  const condition = ilike(text, likePattern(word));
  return { indexed: condition, probe: condition, arms: [condition] };
}

/**
 * The same for a text with both trigram indexes, its own and its tripled form's (migrations 0009 and 0019): a word
 * without a trigram ("gs", "a") is found in the tripled text's index first (decision 043), where the ILIKE alone
 * read every row of the column.
 */
export function indexedTextContains(text: AnyColumn | SQL, word: string): Searched {
  const contained = textContains(text, word);
  if (!isShortWord(word)) return contained;
  const inTripled = sql`fm_tripled(${text}) ilike ${likePattern(tripled(word))}`;
  // The ILIKE first: where the planner filters rows instead of asking the index, it spares most rows the tripling.
  const indexed = sql`(${contained.indexed} and ${inTripled})`;
  return { indexed, probe: contained.probe, arms: [indexed] };
}

/**
 * The most rows the planner may expect a phrase's joints in for the lists to look it up by them (phraseContains):
 * each is read from the table and checked, about 5 µs a row at 10x. A joint that the statistics do not list among the
 * common ones is expected in 1 333 of 5 M time records there.
 */
export const RARE_JOINTS_MAX = 5_000;

/**
 * The most rows the planner may expect a word of a phrase in for the word to stay in the phrase's index condition
 * (phraseContains). The planner finds a word in its sample of the column's values or expects it in a ten-thousandth of
 * the rows (500 of 5 M time records); a word it finds in the sample ("Bench" in every booking's title at 10x) is read
 * from the trigram index as a list of about as many rows as hold it, for each of its trigrams.
 */
export const COMMON_WORD_ROWS = 5_000;

/**
 * The same for a text with an index of its word joints too (migration 0036, decision 047): a phrase ("Bench work 42")
 * whose joints the planner expects in at most RARE_JOINTS_MAX rows is looked up by them, with the ILIKE written on
 * an expression no index has (the trigram index would be read beside it, and its trigrams are each of the phrase's
 * words apart). The check of each row is the ILIKE first, so a row's joints are computed only where the phrase is.
 * Where the joints are common ("Bench booking 123"), a phrase with words the planner expects in more than
 * COMMON_WORD_ROWS rows and others it does not is looked up in the trigram index by the others alone, each with the
 * separator before it (" 123"), and the whole phrase checked on the rows they find (decision 047, amendment): the
 * common words' trigrams each listed every title at 10x (30 ms) where " 123" lists 1 131 (2 ms). Otherwise, or where
 * the phrase has neither, the text is searched as indexedTextContains does.
 */
export function phraseContains(text: PgColumn, word: string): Searched {
  const plain = indexedTextContains(text, word);
  const hasJoint = hasWordJoint(word);
  const pieces = wordsWithTheirSeparators(word);
  if (!hasJoint && pieces.length < 2) return plain;
  const phrase = sql`(${text} || '') ilike ${likePattern(word)}`;
  const byJoints = sql`(${phrase} and fm_word_joints(${text}) @> fm_word_joints(${word}))`;
  const planned = async (db: DbOrTx): Promise<Searched> => {
    if (hasJoint && (await jointsAreRare(db, text, word)))
      return { indexed: byJoints, probe: byJoints, arms: [byJoints] };
    const uncommon = await uncommonPieces(db, text, pieces);
    if (uncommon.length === 0 || uncommon.length === pieces.length) return plain;
    const inIndex = uncommon.map((piece) => sql`${text} ilike ${likePattern(piece)}`);
    const indexed = sql`(${phrase} and ${sql.join(inIndex, sql` and `)})`;
    return { indexed, probe: plain.probe, arms: [indexed] };
  };
  return { ...plain, planned, withKeys: planned };
}

/**
 * Whether the planner expects the word's joints in at most RARE_JOINTS_MAX rows of the text's table, asked once a
 * minute per text and word.
 */
function jointsAreRare(db: DbOrTx, text: PgColumn, word: string): Promise<boolean> {
  return phrasePlans(db, `${getTableName(text.table)}.${text.name}\u0000joints\u0000${word}`, async () => {
    const joints = sql`select 1 from ${text.table} where fm_word_joints(${text}) @> fm_word_joints(${word})`;
    return (await plannedRows(db, joints)) <= RARE_JOINTS_MAX;
  });
}

/** The pieces of a phrase the planner expects in at most COMMON_WORD_ROWS rows of the text's table, asked as above. */
async function uncommonPieces(db: DbOrTx, text: PgColumn, pieces: string[]): Promise<string[]> {
  const isUncommon = await Promise.all(
    pieces.map((piece) =>
      phrasePlans(db, `${getTableName(text.table)}.${text.name}\u0000word\u0000${piece}`, async () => {
        const holding = sql`select 1 from ${text.table} where ${text} ilike ${likePattern(piece)}`;
        return (await plannedRows(db, holding)) <= COMMON_WORD_ROWS;
      }),
    ),
  );
  return pieces.filter((_piece, index) => isUncommon[index]);
}

/** How many rows the planner expects the statement to return (unknown: infinitely many). */
async function plannedRows(db: DbOrTx, statement: SQL): Promise<number> {
  return (await planOf(db, statement))?.['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** What the planner answered lately about phrases: whether their joints are rare, and which of their words are not common. */
const phrasePlans = askedLately();

/**
 * Answers an instance asked the database for lately (yes or no, unless said), one per key, kept as
 * recentKeysPerDatabase keeps keys: `(db, key, ask)` runs `ask` only for a key not asked lately.
 */
function askedLately<Answer = boolean>() {
  const asked = recentKeysPerDatabase('asked');
  const answers = new WeakMap<DbOrTx, Map<string, Answer>>();
  return async (db: DbOrTx, key: string, ask: () => Promise<Answer>): Promise<Answer> => {
    const known = asked.of(db).asked;
    const byKey = answers.get(db) ?? new Map<string, Answer>();
    answers.set(db, byKey);
    if (known.has(key) && byKey.has(key)) return byKey.get(key) as Answer;
    const answer = await ask();
    known.add(key);
    byKey.set(key, answer);
    // The keys keep their own bound; the answers of keys they no longer hold go with them.
    if (byKey.size > 2 * known.size) for (const old of byKey.keys()) if (!known.has(old)) byKey.delete(old);
    return answer;
  };
}

/**
 * The same for a code (a credit note's number, a booking's code) that also has a trigram index of its joined form
 * (migration 0021): a word with a separator ("GS-5-1") is found in that index, whose trigrams span the separators,
 * where the trigrams of its parts alone matched every code of the series.
 */
export function codeContains(code: AnyColumn | SQL, word: string): Searched {
  if (!isJoinedWord(word)) return indexedTextContains(code, word);
  const inJoined = sql`fm_joined(${code}) ilike ${likePattern(joined(word))}`;
  // The ILIKE on the code itself drops the codes matched through a q of their own. It is written on an expression
  // no index has: the planner would also read the code's own trigram index and intersect the two, and that index
  // returns every code of the series (91 ms, against 0.5 ms for the joined form's alone).
  const onTheCode = sql`(${code} || '') ilike ${likePattern(word)}`;
  const indexed = sql`(${inJoined} and ${onTheCode})`;
  return { indexed, probe: textContains(code, word).probe, arms: [indexed] };
}

/**
 * The row's `reference` points at a row of `key`'s table that `match` finds; `narrowing` (the caller's scope)
 * keeps the indexed form's array to the rows the caller may see.
 */
export function refersTo(reference: AnyColumn, key: PgColumn, match: Searched, narrowing: SQL[] = []): Searched {
  const table = key.table;
  const forms = (found: Searched) => ({
    indexed: sql`${reference} = any(array(select ${key} from ${table} where ${and(found.indexed, ...narrowing)}))`,
    probe: sql`exists (select 1 from ${table} where ${key} = ${reference} and ${found.probe} offset 0)`,
  });
  const scoped = sql`exists (select 1 from ${table} where ${key} = ${reference} and ${match.scoped ?? match.probe})`;
  // The scope's related rows are each checked once, their nested sets narrowed, or probed or hashed in turn.
  const ofTheScope = and(...narrowing, match.narrowed ?? match.scoped ?? match.probe);
  const narrowed = sql`${reference} in (select ${key} from ${table} where ${ofTheScope})`;
  const narrowedWithKeys = async (db: DbOrTx) => (await keysInScope(db, key, narrowing, match, reference)) ?? narrowed;
  return {
    ...forms(match),
    scoped,
    arms: [sql`${reference} in (select ${key} from ${table} where ${and(match.indexed, ...narrowing)})`],
    ...(narrowing.length > 0 ? { narrowed, narrowedWithKeys } : {}),
    withKeys: async (db) => {
      const found = (await match.withKeys?.(db)) ?? match;
      const condition = and(found.indexed, ...narrowing);
      const keys = await relatedKeys(db, key, condition, RELATED_KEYS_CAP);
      if (keys !== null) {
        const listed = sql`${reference} = any(${keys}::integer[])`;
        return { indexed: listed, probe: listed };
      }
      return {
        ...forms(found),
        listed: async (listedDb) => {
          // The nested related sets as lists too: an array of thousands of projects filtering a million bookings
          // is compared element by element on each row (8 s for "7" at 10x), a list is looked up by hash.
          const nested = (await found.listed?.(listedDb)) ?? found.indexed;
          const many = await relatedKeys(listedDb, key, and(nested, ...narrowing), LISTED_KEYS_CAP);
          // Beyond it the matches are as many as the rows that refer to them, or more: the count probes its rows.
          return many === null ? forms(found).probe : sql`${reference} = any(${many}::integer[])`;
        },
      };
    },
  };
}

/**
 * `reference` is one of the rows of `key`'s table in `narrowing` (a scope) that `match` finds, read first as a list
 * of keys: a statement of each of its arms (Searched.arms), or without them of the whole condition, or null above
 * NARROWED_KEYS_CAP. Each arm is answered by its own index, or its related set probed or hashed as the planner
 * judges: as one condition, an OR with a related set that no index answers, every row of the scope was read.
 */
export async function keysInScope(
  db: DbOrTx,
  key: PgColumn,
  narrowing: SQL[],
  match: Searched,
  reference: AnyColumn = key,
): Promise<SQL | null> {
  const written = (await match.planned?.(db)) ?? match;
  const arms = written.arms ?? [written.narrowed ?? written.scoped ?? written.probe];
  const keys = await relatedKeys(db, key, and(...narrowing), NARROWED_KEYS_CAP, false, arms);
  return keys === null ? null : sql`${reference} = any(${keys}::integer[])`;
}

/**
 * The keys of `key`'s table that `condition` finds, with any one of `arms` (each read on its own), as an array's
 * text ("{3,17}"), or null above `cap`. A related set found above a cap is taken as above it for ABOVE_CAP_MS by this
 * instance, as a count is (decision 035): a keyword that names every project does not read them again on each page.
 *
 * Above RELATED_KEYS_CAP the condition may hold lists of thousands of nested keys, which the planner takes to match
 * as many rows as such keys have on average: the 30 000 projects named with an "a" hold 1 000 bookings at 10x, and a
 * walk of the table in its own order that would stop at the cap read all million bookings (1.3 s against 22 ms
 * through the indexes). Such a read goes through the indexes, in a transaction that turns the walk off, unless
 * `nestsLists` is false: a scope's bookings are read by the scope's index, with their related sets as subqueries.
 */
async function relatedKeys(
  db: DbOrTx,
  key: PgColumn,
  condition: SQL | undefined,
  cap: number,
  nestsLists = cap > RELATED_KEYS_CAP,
  arms: (SQL | undefined)[] = [undefined],
) {
  const known = relatedAboveCap.of(db);
  // Each arm on its own (Searched.arms), one after the other: a key found by two is in the list twice, and the
  // list stops at the cap however many arms are left.
  const selected = sql.join(
    arms.map((arm) => sql`select ${key} from ${key.table} where ${and(condition, arm) ?? sql`true`}`),
    sql` union all `,
  );
  // Rendered once for the memo and, when read, the statement, as a list's conditions are (renderedOnce).
  const rendered = renderedOnce(selected);
  const memo = `${cap}\u0000${keyOf(getTableName(key.table), rendered)}`;
  if (known.above.has(memo)) return null;
  const read = () =>
    relatedKeysInFlight.share(db, memo, async () => {
      // Materialized, so that the keys are read once for both columns and not once for each.
      const statement = sql`with found as materialized (
        select array(select * from (${rendered.condition}) selected limit ${cap + 1}) as keys)
      select keys::text as keys, cardinality(keys) as count from found`;
      const found = nestsLists
        ? await withLocalSetting(db, 'enable_seqscan', 'off', (tx) => tx.execute(statement))
        : await db.execute(statement);
      const [row] = rowsOf<{ keys: string; count: number }>(found);
      if (row && row.count <= cap) {
        known.above.delete(memo);
        return row.keys;
      }
      known.above.add(memo);
      return null;
    });
  if (!known.above.isStale(memo)) return read();
  // Most likely still above the cap: the probe at once, and the keys read again behind the answer.
  void read().catch(() => undefined);
  return null;
}

/** Any of the parts matches. */
export function anyOf(...parts: Searched[]): Searched {
  const combined = (found: Searched[]) => ({
    indexed: or(...found.map((part) => part.indexed))!,
    probe: or(...found.map((part) => part.probe))!,
  });
  // A narrow scope's form of any part, where some part has it: each part's own, else its probe.
  const eitherForm = (form: 'narrowed' | 'scoped'): Partial<Searched> =>
    parts.some((part) => part[form]) ? { [form]: or(...parts.map((part) => part[form] ?? part.probe))! } : {};
  // A part that no scope narrows (a credit note's agency by name) is read first as keys too where it has them: a
  // probe of each row is no index's condition, so beside it the other parts' indexes could not answer the keyword
  // and every one of the scope's rows was read (the big agency's notes for "Anna" at 10x: 46 358 from the heap,
  // 120 ms).
  const withKeysOf = async (part: Searched, db: DbOrTx) => {
    const narrowed = (await part.narrowedWithKeys?.(db)) ?? part.narrowed;
    return narrowed ?? (await part.withKeys?.(db))?.probe ?? part.probe;
  };
  const narrowedWithKeys = parts.some((part) => part.narrowedWithKeys)
    ? {
        narrowedWithKeys: async (db: DbOrTx) => or(...(await Promise.all(parts.map((part) => withKeysOf(part, db)))))!,
      }
    : {};
  const arms = parts.every((part) => part.arms) ? { arms: parts.flatMap((part) => part.arms!) } : {};
  const planned = parts.some((part) => part.planned)
    ? {
        planned: async (db: DbOrTx) =>
          anyOf(...(await Promise.all(parts.map(async (part) => (await part.planned?.(db)) ?? part)))),
      }
    : {};
  const narrowForms = { ...eitherForm('narrowed'), ...eitherForm('scoped'), ...narrowedWithKeys, ...arms, ...planned };
  if (!parts.some((part) => part.withKeys || part.listed)) return { ...combined(parts), ...narrowForms };
  return {
    ...combined(parts),
    ...narrowForms,
    withKeys: async (db) =>
      anyOf(...(await Promise.all(parts.map(async (part) => (await part.withKeys?.(db)) ?? part)))),
    listed: async (db) => or(...(await Promise.all(parts.map((part) => part.listed?.(db) ?? part.indexed))))!,
  };
}

/**
 * A list's conditions: filters on the row's own columns, and each keyword's. `reach` is the part of the filters
 * that is the caller's reach (row scope), where the list states it. Empty, the caller sees the whole table (staff):
 * no agency or freelancer leads the index the list's order walks, so a walk that checks a filter row by row may
 * cross the whole table. One agency's or freelancer's, an index that leads with it walks their rows in the list's
 * order, so a page whose matches the planner would all sort can be walked there first (pageIds guards both).
 */
export type ListWhere = { filters: SQL[]; keywords: Searched[]; reach?: SQL[]; days?: DayWindow };

/**
 * A window of whole days (`from` to `to`, both in it) on a date column that an index leads with and continues in the
 * list's order (the day, then the order's columns): past the cap, the page is merged from each day's first rows.
 */
export type DayWindow = { column: PgColumn; from: string; to: string };

/** The longest window merged day by day: a year's days, each read up to the page's end, cost what sorting 10 k do. */
export const DAY_WINDOW_MAX_DAYS = 366;

/** How many rows read along the order before a dense keyword's page falls back to sorting all its matches. */
export const KEYWORD_WALK_BUDGET = 2_000;
/**
 * How far along the order a page walks on when the first KEYWORD_WALK_BUDGET rows held some matches but too few
 * (walkThenSort's `further`), for a keyword and for a filter checked row by row over every agency's rows: the walk
 * stops at the page's end, so a page costs the rows up to it (2.7 µs a record at 10x), at most about 100 ms where
 * the further matches fall short; sorting all matches of a keyword found in one record in 170 read 74 000 rows
 * (134 ms) for any page. Unbounded, the walk read on until it found the page: an admin's bookings of a quarter by
 * title, 5 in the first 2 000 and the next 20 some 460 000 rows on (363 ms, 114 ms bounded; decision 040).
 */
export const WALK_ON_BUDGET = 40_000;
/** The fewest matches in the first walk that say how thinly the matches are spread (walkThenSort's `further`). */
const FEWEST_HITS_TO_WALK_ON = 3;
/** The least share of the matches the planner expects in the first walk that it must find to walk on (`further`). */
const FEWEST_OF_EXPECTED_HITS = 0.1;

/** The page's ids: the parameter of a list's rows statement that changes on every call. */
const PAGE_IDS = 'page_ids';

/**
 * A list's capped count and its page's rows. Up to the cap, in two statements: the page's ids with the count of
 * all matches beside them (pageWithCount), on the row's table alone, and the page's rows, which `rows` reads by
 * those ids with the other tables joined. Above the cap (the first statement found more, or the instance knows
 * the list to be above it, decision 035), the count and the page's ids are statements of their own (pageIds).
 * A page past the end counts its list on its own too; an empty first page needs no count. `placeholders` are the
 * rows statement's other values (the caller's id for a bookmark, say).
 */
export async function pageOfList<Rows extends unknown[]>(
  db: DbOrTx,
  where: ListWhere,
  order: SQL[],
  paging: { page: number; items: number },
  rows: ListRows<Rows>,
  placeholders: Record<string, unknown> = {},
): Promise<{ total: number; rows: Rows | [] }> {
  const keywords = await Promise.all(where.keywords.map(async (keyword) => (await keyword.withKeys?.(db)) ?? keyword));
  const matching = renderedOnce(and(...where.filters, ...keywords.map((keyword) => keyword.indexed)));
  // The statements that read every match take the related sets of thousands of keys as lists too, read once a call.
  let listing: Promise<SQL> | undefined;
  const listed = () => {
    listing ??= keywords.some((keyword) => keyword.listed)
      ? Promise.all(keywords.map((keyword) => keyword.listed?.(db) ?? keyword.indexed)).then(
          (indexed) => and(...where.filters, ...indexed) ?? sql`true`,
        )
      : Promise.resolve(matching.condition);
    return listing;
  };
  const searched = keywords.length > 0;
  const count = cappedCountOf(db, rows.id.table, matching, listed, searched);
  const aboveCap = countsAboveCap.of(db).above;
  const tried = !aboveCap.has(count.key) && !aboveCap.isStale(count.key);
  const pageWithItsCount = async () => {
    const form = await pageFormOf(db, rows.id, matching, order, paging, searched);
    const statement = pageWithCount(rows.id, await listed(), order, paging, form);
    return rowsOf<{ page_id: number | null; total: number }>(await db.execute(statement));
  };
  const found = tried ? await pageWithItsCount() : [];
  // An empty first page is an empty list: nothing to count (a search that finds nothing reads its matches once).
  if (tried && (found.length === 0 || found[0]?.total === 0) && paging.page === 1) return { total: 0, rows: [] };
  let total = found[0]?.total;
  let ids = found.flatMap((row) => (row.page_id === null ? [] : [row.page_id]));
  if (total === undefined || total > LIST_COUNT_CAP) {
    // Above the cap, the page's statement has counted the list as far as a count would.
    total = total === undefined ? await count.run() : count.learnt(total);
    const pastTheEnd = tried && found.length === 0 && total <= LIST_COUNT_CAP;
    ids =
      total === 0 || pastTheEnd
        ? []
        : await pageIds(db, rows.id, { ...where, keywords }, order, paging, {
            where: matching.condition,
            total,
            key: count.key,
          });
  }
  if (ids.length === 0) return { total, rows: [] };
  return { total, rows: await rows.statement(db, order).execute({ ...placeholders, [PAGE_IDS]: ids }) };
}

/**
 * The statement of the page's ids with the count of the matches up to LIST_COUNT_CAP + 1: at most the cap, the count
 * is exact and the page right, in one statement instead of two (decision 036: one round trip, one plan). The matches
 * are gathered up to the cap and sorted, each carrying their window count. 'in order' (readsInOrder): the page is read
 * in the list's order up to the cap instead, which an index in that order answers with the page's rows alone, beside
 * a count of the matches that reads no more than the cap, and only when that count is at most the cap (decision 036,
 * amendment): the demo agency's 7 165 bookings at 1x, each read, buffered and sorted for the window count, took 2.0 ms
 * a call, and 0.5 ms counted beside the page's 25. Either form answers a row at least wherever the list holds one;
 * the second always answers its count, with no page id where the page is empty or past the end.
 */
export function pageWithCount(
  id: PgColumn,
  matching: SQL,
  order: SQL[],
  paging: { page: number; items: number },
  form: PageForm = 'sorted',
): SQL {
  const table = id.table;
  const upToTheCap = sql`limit ${LIST_COUNT_CAP + 1}`;
  const orderBy = sql.join(order, sql`, `);
  const page = sql`order by ${orderBy} limit ${paging.items} offset ${(paging.page - 1) * paging.items}`;
  if (form === 'in order') {
    return sql`select page.page_id, counted.total
      from (select count(*)::int as total from (select 1 from ${table} where ${matching} ${upToTheCap}) capped) counted
      left join lateral (select ${id} as page_id
        from (select * from ${table} where ${matching} order by ${orderBy} ${upToTheCap}) ${table}
        where counted.total <= ${LIST_COUNT_CAP} ${page}) page on true`;
  }
  const read =
    form === 'keyword' ? sql`select * from ${wholly(table, matching)}` : sql`select * from ${table} where ${matching}`;
  return sql`select ${id} as page_id, (count(*) over ())::int as total from (${read} ${upToTheCap}) ${table} ${page}`;
}

/**
 * How a page below the cap is read with its count (pageWithCount): a keyword's matches gathered as if all were read
 * (`wholly`) and sorted, a filter's matches gathered and sorted, or a filter's page read in the list's order beside
 * the count.
 */
export type PageForm = 'keyword' | 'sorted' | 'in order';

/** The form of a list's page with its count: a keyword's, or a filter's in order where readsInOrder says so. */
async function pageFormOf(
  db: DbOrTx,
  id: PgColumn,
  matching: RenderedCondition,
  order: SQL[],
  paging: { items: number },
  searched: boolean,
): Promise<PageForm> {
  if (searched) return 'keyword';
  return (await readsInOrder(db, id, matching, order, paging.items)) ? 'in order' : 'sorted';
}

/**
 * Whether a list's page below the cap is read in its order (pageWithCount's 'in order'): a filter's, not a keyword's,
 * whose first page the planner would read off an index in that order, neither dropping rows on the way nor sorting
 * the matches. Where it would walk an index checking each row for the filters (a user's e-mail along the first
 * names), a page whose matches are few or far along the order would read much of the table; where it would sort all
 * the matches anyway, the window form reads them once where this form reads them for the count and again for the
 * page (an agency's records of one project at 1x, 3 465 of them: 340 -> 230 calls a second). Asked once a minute
 * per list's table, conditions without their values, order and page size.
 */
async function readsInOrder(
  db: DbOrTx,
  id: PgColumn,
  matching: RenderedCondition,
  order: SQL[],
  items: number,
): Promise<boolean> {
  const key = `${getTableName(id.table)}\u0000${matching.shape}\u0000${keyOfOrder(order)}\u0000${items}`;
  return orderPlans(db, key, async () => {
    // The first page's plan: a page further on needs more rows in order, which only makes a walk less likely.
    const orderBy = sql.join(order, sql`, `);
    const plan = await planOf(
      db,
      sql`select * from ${id.table} where ${matching.condition} order by ${orderBy} limit ${items}`,
    );
    return plan !== undefined && !walksCheckingEachRow(plan) && !sortsAllMatches(plan);
  });
}

/** Whether lists' pages below the cap are read in their order, as an instance asked the planner lately. */
const orderPlans = askedLately();

/** What a list's rows statement is built from: drizzle's select with its joins, before its where and order. */
type RowsSelect<Rows> = {
  where: (condition: SQL) => {
    orderBy: (...order: SQL[]) => {
      toSQL: () => { sql: string; params: unknown[] };
      prepare: (name: string) => PreparedRows<Rows>;
    };
  };
};
type PreparedRows<Rows> = { execute: (placeholders: Record<string, unknown>) => Promise<Rows> };

/** A list's rows statement (see listRows): the row's id column, and the statement prepared for a database and order. */
export type ListRows<Rows> = { id: PgColumn; statement: (db: DbOrTx, order: SQL[]) => PreparedRows<Rows> };

/**
 * The statement that reads a list's page by its ids: `select` selects the rows with the other tables joined, and
 * the statement adds "the row is one of the page's ids" and the list's order. It takes every value that changes
 * between calls as a placeholder (`sql.placeholder`), since it is built once for each database and order.
 *
 * It is prepared under a name derived from its text, which holds no filter: only the page's ids (an array) and the
 * placeholders change between calls. PostgreSQL keeps a prepared statement per connection and, after five calls,
 * a generic plan of primary-key lookups, so it no longer plans the joins on every call: planning them was most of
 * a page's cost, 6.5-9.5 ms for the credit notes' eight tables at 10x, which then ran in 1-1.5 ms (a whole
 * credit-note call 18.9 -> 5.7 ms of database time, bench/results/statement-cost.md). Building it once also
 * spares drizzle's 0.6 ms of building it per call. The embedded PGlite takes the same statement unnamed.
 */
export function listRows<Rows>(id: PgColumn, select: (db: DbOrTx) => RowsSelect<Rows>): ListRows<Rows> {
  const prepared = new WeakMap<DbOrTx, Map<string, PreparedRows<Rows>>>();
  const onPage = isOneOfPlaceholder(id, PAGE_IDS);
  return {
    id,
    statement: (db, order) => {
      let byOrder = prepared.get(db);
      if (!byOrder) {
        byOrder = new Map();
        prepared.set(db, byOrder);
      }
      const orderKey = keyOfOrder(order);
      let statement = byOrder.get(orderKey);
      if (!statement) {
        const query = select(db)
          .where(onPage)
          .orderBy(...order);
        const { sql: text, params } = query.toSQL();
        // A generic plan reads a value parameter as "any value": a status as "half the table" (a hash join of every
        // reviewed credit note, 1.4 s at 10x, where the constant is a primary-key lookup), a caller's id as anyone's.
        if (params.some((param) => !is(param, Placeholder))) {
          throw new Error(`a list's rows statement takes constants as SQL text and values as placeholders: ${text}`);
        }
        statement = mapRowsByPlan(query.prepare(statementName(text)));
        byOrder.set(orderKey, statement);
      }
      return statement;
    },
  };
}

/**
 * The ids of the page, found on the row's own table alone (the rows statement orders them; after a walk that found
 * part of the page they may come twice).
 *
 * `matching` is the list's conditions with each keyword's indexed form, and their capped count. Up to the cap,
 * the statement takes every matching row and then orders them: at most LIST_COUNT_CAP rows, read the cheapest way.
 * The matching rows are a subquery named like the table, so the conditions and `order` read the same, and fenced
 * by `offset 0`, so that the planner reads them all first (a bitmap scan of the filters' indexes) instead of
 * walking the order's index; a MATERIALIZED CTE fenced it too, but copied every whole matching row into a tuple
 * store first.
 *
 * Above the cap with a window of days whose index continues in the order (DayWindow) and no keyword, the page is
 * merged from each day's first rows (dayByDay): it costs the window's days times the page's end, wherever the
 * matches lie along the order (decision 046).
 *
 * Otherwise above the cap without a keyword, the planner may walk an index of the order and stop at the page's last
 * row, which is quick as the matches are dense. Where the walk checks a filter row by row over the whole table for
 * matches under a third of it (a caller who sees every row, guardsWalk), matches that trail the order would make it
 * read millions of rows (an admin's records submitted in one month, in order of their work dates: 2.3 M rows, 6 s
 * at 10x), so the statement first walks KEYWORD_WALK_BUDGET rows of the order alone (within the filters on the
 * order's column, orderBounds): when none of them matches, the page sorts all matches instead (0.3 s), and
 * otherwise it walks on as a keyword's page does, at most WALK_ON_BUDGET rows, before sorting them all (decision
 * 040, amendment of 2026-11-30: matches bunched at the head of the order and then sparse had it walk 460 000
 * bookings). Where the planner would sort all of one agency's or freelancer's matches, misled by a filter it
 * expects to be rare for them (a big agency's one project), the statement first walks KEYWORD_WALK_BUDGET of the
 * caller's rows in the order the same way (decision 040, amendment). Above it with a keyword, the statement walks
 * the first KEYWORD_WALK_BUDGET rows of the other filters in order and probes each for the keyword; only when they
 * hold too few matches for the page (the matches sit further along the order) does it sort all the matches.
 */
async function pageIds(
  db: DbOrTx,
  id: PgColumn,
  where: ListWhere,
  order: SQL[],
  paging: { page: number; items: number },
  matching: { where: SQL; total: number; key: string },
): Promise<number[]> {
  const offset = (paging.page - 1) * paging.items;
  const table = id.table;
  const filters = and(...where.filters) ?? sql`true`;
  const orderBy = sql.join(order, sql`, `);
  const sortedMatches = allMatchesSorted(id, matching.where, order, paging);
  // A walk of the table's rows within `where` in the list's order, `hit` checked on each.
  const tableWalk = (where: SQL, hit: SQL): Walk => ({
    rows: sql`select * from ${table} where ${where} order by ${orderBy}`,
    as: table,
    id,
    hit,
  });
  let statement = sortedMatches;
  const aboveCapWithoutKeyword = matching.total > LIST_COUNT_CAP && where.keywords.length === 0;
  if (aboveCapWithoutKeyword && where.days) {
    statement = dayByDay(id, filters, order, paging, where.days);
  } else if (aboveCapWithoutKeyword) {
    statement = sql`select ${id} as page_id from ${table} where ${filters} order by ${orderBy}
      limit ${paging.items} offset ${offset}`;
    if (where.reach) {
      const bounds = and(...where.reach, ...orderBounds(where.filters, order)) ?? sql`true`;
      const walk = tableWalk(bounds, filters);
      const key = `${matching.key}\u0000${keyOfOrder(order)}`;
      const everyRow = where.reach.length === 0;
      const guarded = await guardsWalk(db, { planned: statement, walk, everyRow }, table, key);
      if (guarded) {
        const walkOn = everyRow
          ? { further: WALK_ON_BUDGET, expectedHits: guarded.expectedHits }
          : { planned: statement };
        statement = walkThenSort(walk, sortedMatches, paging, walkOn);
      }
    }
  } else if (matching.total > LIST_COUNT_CAP) {
    const probe = and(...where.keywords.map((keyword) => keyword.probe)) ?? sql`true`;
    statement = walkThenSort(tableWalk(filters, probe), sortedMatches, paging, { further: WALK_ON_BUDGET });
  }
  return rowsOf<{ page_id: number }>(await db.execute(statement)).map((row) => row.page_id);
}

/**
 * The ids of a page of all matches of `where`, sorted: the matches are read first (`offset 0` keeps the planner from
 * walking the order's index instead), then ordered. Where an index holds the conditions' columns and the order's, the
 * matches are read off it alone (an admin's bookings of a quarter, bookings_end_date_idx and bookings_start_date_idx).
 */
export function allMatchesSorted(id: PgColumn, where: SQL, order: SQL[], paging: { page: number; items: number }) {
  const table = id.table;
  return sql`select ${id} as page_id from (select * from ${table} where ${where} offset 0) ${table}
    order by ${sql.join(order, sql`, `)} limit ${paging.items} offset ${(paging.page - 1) * paging.items}`;
}

/**
 * The ids of a page of matches within a window of days, merged from each day's first rows: for every day of the
 * window, its first matches up to the page's end in the list's order (an index of the day and the order reads them
 * in that order and stops there), then those in the order. A page past the cap costs the window's days times the
 * page's end, not all its matches: an admin's January at 10x, 110 414 records in order of creation, 31 × 25 entries
 * instead of sorting them all (29 -> 1 ms).
 */
function dayByDay(
  id: PgColumn,
  filters: SQL,
  order: SQL[],
  paging: { page: number; items: number },
  days: DayWindow,
): SQL {
  const table = id.table;
  const offset = (paging.page - 1) * paging.items;
  const orderBy = sql.join(order, sql`, `);
  // The day's rows are a subquery named like the table with the order's columns, so the order reads the same on it.
  const orderColumns = sql.join(
    [...columnsIn(order)].map((column) => sql`${column}`),
    sql`, `,
  );
  return sql`select page_id from generate_series(${days.from}::date, ${days.to}::date, interval '1 day') as window_day (day),
    lateral (select ${id} as page_id, ${orderColumns} from ${table} where ${filters} and ${days.column} = window_day.day::date
      order by ${orderBy} limit ${offset + paging.items}) ${table}
    order by ${orderBy} limit ${paging.items} offset ${offset}`;
}

/**
 * The filters on the order's own column alone (a booking's start date at most the window's end, in order of start
 * date): they bound where a walk of the order's index starts and ends, so a walk that checks the other filters
 * starts where the planner's would (at the window's end, not at the latest booking).
 */
export function orderBounds(filters: SQL[], order: SQL[]): SQL[] {
  const [orderColumn] = columnsIn(order[0]);
  return filters.filter((filter) => {
    const columns = columnsIn(filter);
    return columns.size === 1 && columns.has(orderColumn);
  });
}

/** The columns a statement's part refers to. */
function columnsIn(part: unknown, found = new Set<unknown>()): Set<unknown> {
  if (is(part, Column)) found.add(part);
  else if (is(part, SQL)) for (const chunk of part.queryChunks) columnsIn(chunk, found);
  else if (Array.isArray(part)) for (const item of part) columnsIn(item, found);
  return found;
}

/** A node of PostgreSQL's plan, as `explain (format json)` writes it. */
export type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  Filter?: string;
  Plans?: PlanNode[];
};

/**
 * Whether a page above the cap is walked a little first (decision 040), asked once per list, conditions and order
 * (`key`) for ABOVE_CAP_MS, and if so how many matches the planner expects among the first walk's
 * KEYWORD_WALK_BUDGET rows (expectedWalkHits; 0 where it does not say); null where it is not. For a caller who sees
 * every row, the planner's plan of the `planned` page and the table's estimated size decide (walksALittleFirst). For
 * one agency or freelancer, the planned page must sort all its matches (more than the count's cap), and `walk`, the
 * caller's rows in the list's order, must read an index in that order that yields only their rows
 * (walksItsOwnRows): then the walk reads at most KEYWORD_WALK_BUDGET rows of theirs before the planned page takes
 * over.
 */
async function guardsWalk(
  db: DbOrTx,
  page: { planned: SQL; walk: Walk; everyRow: boolean },
  table: PgTable,
  key: string,
): Promise<{ expectedHits: number } | null> {
  return walkPlans(db, key, async () => {
    const planned = await planOf(db, page.planned);
    if (planned === undefined) return null;
    if (page.everyRow) {
      const tableRows = await estimatedRows(db, table);
      return walksALittleFirst(planned, tableRows) ? { expectedHits: expectedWalkHits(planned, tableRows) } : null;
    }
    const walks =
      sortsAllMatches(planned) &&
      walksItsOwnRows(await planOf(db, sql`${page.walk.rows} limit ${KEYWORD_WALK_BUDGET}`));
    return walks ? { expectedHits: 0 } : null;
  });
}

/** The table's size as PostgreSQL estimates it (`pg_class.reltuples`; -1 where it has no statistics yet). */
async function estimatedRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [sized] = rowsOf<{ rows: number }>(
    await db.execute(
      sql`select reltuples::float8 as rows from pg_class where oid = to_regclass(${getTableName(table)})`,
    ),
  );
  return Number(sized?.rows ?? -1);
}

/** The plan PostgreSQL would run `statement` by (`explain (format json)`). */
async function planOf(db: DbOrTx, statement: SQL): Promise<PlanNode | undefined> {
  const explained = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${statement}`));
  const plan = explained[0]?.['QUERY PLAN'];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return top?.Plan;
}

/**
 * Whether a page whose plan is `plan` is walked a little first: the plan reads an index in the list's order and
 * drops the rows a filter rejects (walksCheckingEachRow), and it expects the matches to be under a third of the
 * table's `tableRows` (PostgreSQL's estimate; unknown, below 0, counts as large). With more matches than that,
 * walking on past a stretch without any costs less than sorting them all, wherever they lie.
 */
export function walksALittleFirst(plan: PlanNode, tableRows: number): boolean {
  if (!walksCheckingEachRow(plan)) return false;
  return tableRows < 0 || plannedMatches(plan) < tableRows / 3;
}

/** How many matches the planner expects the page's plan to find in all (the rows its walk would yield unlimited). */
function plannedMatches(plan: PlanNode): number {
  return plan.Plans?.[0]?.['Plan Rows'] ?? plan['Plan Rows'] ?? 0;
}

/**
 * How many of the planner's matches the first KEYWORD_WALK_BUDGET rows of a table of `tableRows` hold, were they
 * spread evenly along the order (0 where the table's size is unknown).
 */
export function expectedWalkHits(plan: PlanNode, tableRows: number): number {
  return tableRows > 0 ? (plannedMatches(plan) / tableRows) * KEYWORD_WALK_BUDGET : 0;
}

/**
 * Follows a plan's outer side down to its scan: true for an index read in order with rows dropped on the way (a
 * filter on the scan, or a join or filter above it), false where all matches are sorted or no index is walked.
 */
function walksCheckingEachRow(node: PlanNode, dropsRows = false): boolean {
  const type = node['Node Type'];
  if (type === 'Sort') return false;
  if (type === 'Index Scan' || type === 'Index Only Scan') return dropsRows || node.Filter !== undefined;
  const outer = outerOf(node);
  const isJoin = type === 'Nested Loop' || type === 'Hash Join' || type === 'Merge Join';
  return outer ? walksCheckingEachRow(outer, dropsRows || isJoin || node.Filter !== undefined) : false;
}

/** The node a plan's node reads its rows from: its outer side (a scan has none). */
function outerOf(node: PlanNode): PlanNode | undefined {
  return node.Plans?.find((child) => child['Parent Relationship'] === 'Outer');
}

/** Whether a plan sorts its rows (all of them, before its limit): a Sort on its outer side. */
export function sortsAllMatches(node: PlanNode): boolean {
  if (node['Node Type'] === 'Sort') return true;
  const outer = outerOf(node);
  return outer ? sortsAllMatches(outer) : false;
}

/**
 * Whether a plan (a walk and its limit) reads an index in order and yields each row it reads: an index scan whose
 * conditions are all the walk's, with nothing dropped or sorted on the way.
 */
export function walksItsOwnRows(plan: PlanNode | undefined): boolean {
  if (plan === undefined || plan.Filter !== undefined) return false;
  const type = plan['Node Type'];
  if (type === 'Index Scan' || type === 'Index Only Scan') return true;
  const outer = outerOf(plan);
  return type === 'Limit' && outer !== undefined && walksItsOwnRows(outer);
}

/** Whether a list's walks are guarded, and the matches the planner expects of them, as an instance asked it lately. */
const walkPlans = askedLately<{ expectedHits: number } | null>();

/**
 * A walk along a list's order: `rows` selects the rows in that order, named `as` in the statement, and `id` (the
 * page's id) and `hit` (whether the row matches) are written on them. Rows that are a table's own
 * (`select * from … where … order by …`, named as the table) have the check made only on the rows a stretch keeps; a
 * walk whose check reads a joined row makes it among its rows and names it (the freelancer list's).
 */
export type Walk = { rows: SQL; as: PgTable | SQL; id: PgColumn | SQL; hit: SQL };

/**
 * A stretch of the walk (`stretch`: its limit, and its offset for a walk on), each row's `hit` checked above it, on
 * the rows the stretch keeps: checked in the walk's own select list, it was checked also for every row an offset
 * passes over, so a walk on checked the first walk's rows again (finance's credit notes of "Müller 4" at 10x, 2 000
 * rows at 2 µs each).
 */
function walkedStretch(walk: Walk, stretch: SQL): SQL {
  return sql`select ${walk.id} as page_id, ${walk.hit} as hit from (${walk.rows} ${stretch}) ${walk.as}`;
}

/**
 * The ids of a page whose matches are dense: the matching rows among the first KEYWORD_WALK_BUDGET rows `walk`
 * reads in the list's order (its `id`, where its `hit` holds), or, when they are too few for the page,
 * the ids `sorted` selects (`page_id`) from all matches in that order. The walk's matches are the first matches
 * of the order, so what it finds of the page is on the page either way. Too few but some matches may walk on
 * first (decision 040), and only a walk on that cannot fill the page sorts them all:
 *
 * - `planned`: the planner's own page, once the walk found some matches; only none in the walk sorts them all.
 *   Used where that page sorts all of one agency's or freelancer's matches anyway.
 * - `further`: `walk` on from where the first walk stopped, up to that row of the order, where the first walk's
 *   matches promise the page within it (a keyword's matches, or a filter's over every agency's rows, spread thinly
 *   or unevenly along the order; decision 040, amendments); the matches are sorted when they do not, or when the
 *   further walk still finds too few. With `expectedHits`, the matches the planner expects in the first walk, a
 *   first walk that found under a FEWEST_OF_EXPECTED_HITS share of them does not walk on either: the matches are
 *   bunched elsewhere along the order, where a walk on finds them only by chance (an admin's quarter of bookings
 *   by title at 10x: 5 of the 170 expected, then none in the next 38 000 rows, 100 ms before the sort).
 */
export function walkThenSort(
  unrendered: Walk,
  sorted: SQL,
  paging: { page: number; items: number },
  walkOn?: { planned: SQL } | { further: number; expectedHits?: number },
): SQL {
  // A further walk embeds the walk twice, so it is rendered once for both.
  const walk =
    walkOn && 'further' in walkOn
      ? { ...unrendered, rows: rendered(unrendered.rows), hit: rendered(unrendered.hit) }
      : unrendered;
  const offset = (paging.page - 1) * paging.items;
  const tooFew = sql`(select count(*) from found) < ${paging.items}`;
  const walked = sql`with walked as materialized (${walkedStretch(walk, sql`limit ${KEYWORD_WALK_BUDGET}`)}),
    found as materialized (select page_id from walked where hit limit ${paging.items} offset ${offset})`;
  if (!walkOn) {
    return sql`${walked}
    select page_id from found
    union all
    select page_id from (${sorted}) sorted where ${tooFew}`;
  }
  if ('planned' in walkOn) {
    const someWalked = sql`exists (select 1 from walked where hit)`;
    return sql`${walked}
    select page_id from found
    union all
    select page_id from (${walkOn.planned}) walked_on where ${tooFew} and ${someWalked}
    union all
    select page_id from (${sorted}) sorted where ${tooFew} and not ${someWalked}`;
  }
  // At the first walk's density the further walk holds hits × further / KEYWORD_WALK_BUDGET matches; it runs when
  // those would reach the page's end half again over, from at least FEWEST_HITS_TO_WALK_ON hits: matches are not
  // spread evenly, and a page only just promised would walk the whole budget and then sort. It goes on where the
  // first walk stopped, after its `walkedHits` matches, so it takes the page's matches from max(offset, walkedHits).
  const pageEnd = offset + paging.items;
  const hitsForThePage = Math.max(
    FEWEST_HITS_TO_WALK_ON,
    Math.ceil((1.5 * pageEnd * KEYWORD_WALK_BUDGET) / walkOn.further),
    Math.ceil((walkOn.expectedHits ?? 0) * FEWEST_OF_EXPECTED_HITS),
  );
  const walkedHits = sql`(select count(*) from walked where hit)`;
  const tooFewWalked = sql`(select count(*) from found) + (select count(*) from walked_on) < ${paging.items}`;
  // Each part runs only when its condition holds: a CTE is read, and an InitPlan evaluated, when first needed.
  return sql`${walked},
    walked_on as materialized (
      select page_id from (${walkedStretch(walk, sql`offset ${KEYWORD_WALK_BUDGET} limit ${walkOn.further - KEYWORD_WALK_BUDGET}`)}) walked_on
      where hit offset greatest(${offset} - ${walkedHits}, 0) limit ${pageEnd} - greatest(${offset}, ${walkedHits})
    )
    select page_id from found
    union all
    select page_id from walked_on where ${tooFew} and ${walkedHits} >= ${hitsForThePage}
    union all
    select page_id from (${sorted}) sorted
      where ${tooFew} and (${walkedHits} < ${hitsForThePage} or ${tooFewWalked})`;
}
