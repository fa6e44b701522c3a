import { Column, getTableName, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

type Query = { sql: string; params: unknown[] };
type Config = Parameters<SQL['toQuery']>[0] & { inlineParams: boolean; paramStartIndex: { value: number } };
/** What the dialect keeps to itself: the column names' casing. */
type WithCasing = { casing: Config['casing'] };
/** Whether a statement writes its values into its text (`sql.inlineParams`), which drizzle keeps to itself. */
const inlines = (statement: SQL) => (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
/** A table's schema, drizzle's own key: only tables without one are rendered here. */
const SCHEMA = Symbol.for('drizzle:Schema');
const schemaOf = (table: Table) => (table as unknown as Record<symbol, string | undefined>)[SCHEMA];
const drizzleSqlToQuery = PgDialect.prototype.sqlToQuery;

/**
 * Renders a statement as drizzle's PgDialect.sqlToQuery does, to the same text and values, in one pass. Drizzle
 * renders each part to an object of its own and merges them level by level, and asks of every part what kind it is
 * through `is`, which walks the part's class chain for each kind it is not (a column is first checked for a string,
 * a name, a statement and a table). On a list with a keyword that was a tenth of the product's work on a call
 * (bench/results/lists.md, 2026-12-01). The parts a statement is made of (text, statements, columns, tables, names,
 * values, placeholders, lists of values) are rendered here; any other part (a subquery, a view, an enum, a value
 * written into the text) is handed to drizzle's own renderer with the same numbering of values, so nothing drizzle
 * can render is rendered differently. Index definitions (`invokeSource`) are drizzle's alone.
 */
export function renderStatement(dialect: PgDialect, statement: SQL, invokeSource?: 'indexes'): Query {
  if (invokeSource !== undefined) return drizzleSqlToQuery.call(dialect, statement, invokeSource);
  const config: Config = {
    casing: (dialect as unknown as WithCasing).casing,
    escapeName: dialect.escapeName.bind(dialect),
    escapeParam: dialect.escapeParam.bind(dialect),
    escapeString: dialect.escapeString.bind(dialect),
    prepareTyping: undefined,
    inlineParams: false,
    paramStartIndex: { value: 0 },
  };
  const params: unknown[] = [];
  const text = renderChunks(statement.queryChunks, inlines(statement), config, params);
  return { sql: text, params };
}

function renderChunks(chunks: readonly unknown[], inline: boolean, config: Config, params: unknown[]): string {
  let text = '';
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      text += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
    } else if (chunk instanceof SQL) {
      text += renderChunks(chunk.queryChunks, inline || inlines(chunk), config, params);
    } else if (chunk instanceof Column && schemaOf(chunk.table) === undefined) {
      text += `${config.escapeName(getTableName(chunk.table))}.${config.escapeName(config.casing.getColumnCasing(chunk))}`;
    } else if (chunk instanceof Table && schemaOf(chunk) === undefined) {
      text += config.escapeName(getTableName(chunk));
    } else if (chunk instanceof Name) {
      text += config.escapeName(chunk.value);
    } else if (chunk instanceof Placeholder) {
      text += value(chunk, config, params);
    } else if (chunk instanceof Param && !inline) {
      // A placeholder's parameter is filled when the statement runs; any other value is written as its column would.
      if (chunk.value instanceof Placeholder) text += value(chunk, config, params);
      else {
        const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        text += mapped instanceof SQL ? renderChunks([mapped], inline, config, params) : value(mapped, config, params);
      }
    } else if (Array.isArray(chunk)) {
      text += '(';
      chunk.forEach((item, index) => {
        if (index > 0) text += ', ';
        text += renderChunks([item], inline, config, params);
      });
      text += ')';
    } else if (chunk === undefined) {
      // Nothing, as in drizzle.
    } else if (!inline && (chunk === null || typeof chunk !== 'object') && typeof chunk !== 'function') {
      text += value(chunk, config, params);
    } else {
      text += drizzleRendered(chunk, inline, config, params);
    }
  }
  return text;
}

function value(param: unknown, config: Config, params: unknown[]): string {
  params.push(param);
  return config.escapeParam(config.paramStartIndex.value++, param);
}

/** A part rendered by drizzle, numbering its values after those before it. */
function drizzleRendered(chunk: unknown, inline: boolean, config: Config, params: unknown[]): string {
  const query = new SQL([]).buildQueryFromSourceParams([chunk as never], { ...config, inlineParams: inline });
  params.push(...query.params);
  return query.sql;
}

/** Has `db` and its transactions, which share its dialect, render their statements with renderStatement. */
export function renderingInOnePass<Db extends object>(db: Db): Db {
  const { dialect } = db as unknown as { dialect: PgDialect };
  dialect.sqlToQuery = (statement, invokeSource) => renderStatement(dialect, statement, invokeSource);
  return db;
}
