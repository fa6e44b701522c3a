import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';

/**
 * What drizzle's prepared select carries (node-postgres and PGlite alike): its selected fields in column order,
 * which joined tables may be missing, and the mapper that turns the driver's array rows into objects.
 */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/** An SQL expression's decoder (`sql<T>` with `.mapWith`), which drizzle's types keep internal. */
const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** The decoding of a column or expression without a decoder of its own: the driver's value as it is. */
const PASSED_THROUGH = [Column.prototype.mapFromDriverValue, decoderOf(sql``).mapFromDriverValue];
const isPassedThrough = (decoder: Decoder) => PASSED_THROUGH.includes(decoder.mapFromDriverValue);

type Step = { object: string | null; key: string; decoder: Decoder; table: string | null };

/**
 * Maps a prepared select's rows with a function written for its fields once, instead of drizzle's per-row mapping,
 * which asks of every field of every row what kind of field it is (`is`, a walk up the class chain when the answer
 * is no): a page of forty-field rows spent more time there than in building its statements. The function builds
 * each row and each nested object as one literal with fixed keys, so the engine gives every row the same shape;
 * setting keys one by one from a list, as the plan did before, made each store look its key up and took twice as
 * long (docs/decisions/037, amendment). The result is drizzle's: the same nested objects in the same key order, the same decoded values, and a joined table's
 * object null when its first selected column is null and the table may be missing.
 */
export function mapRowsByPlan<Prepared>(prepared: Prepared): Prepared {
  const statement = prepared as PreparedSelect;
  const { fields, joinsNotNullableMap } = statement;
  if (!fields) throw new Error('mapRowsByPlan: not a prepared select');
  const steps: Step[] = fields.map(({ path, field }) => {
    if (path.length > 2) throw new Error('mapRowsByPlan: selections nest two levels at most');
    const decoder: Decoder = is(field, Column)
      ? field
      : decoderOf(is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql);
    const object = path.length === 2 ? path[0]! : null;
    // Like drizzle: a table's object may be null only when its fields are that table's columns.
    const table = joinsNotNullableMap && object && is(field, Column) ? getTableName(field.table) : null;
    return { object, key: path[path.length - 1]!, decoder, table };
  });
  statement.customResultMapper = rowMapperOf(steps, joinsNotNullableMap ?? {});
  return prepared;
}

/**
 * The mapper of rows for these steps, written out: `value(i)` decodes field i, each object is a literal in the
 * order of its first field, and a nested object is null where drizzle nulls it. Keys are written as JSON strings;
 * decoders are passed in, never written into the text.
 */
function rowMapperOf(steps: Step[], notNullable: Record<string, boolean>) {
  const value = (index: number) =>
    isPassedThrough(steps[index]!.decoder)
      ? `row[${index}]`
      : `(row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}]))`;
  const objects = new Map<string | null, number[]>();
  steps.forEach((step, index) => {
    const indexes = objects.get(step.object) ?? [];
    if (indexes.length === 0) objects.set(step.object, indexes);
    indexes.push(index);
  });
  const literal = (indexes: number[]) =>
    `{ ${indexes.map((index) => `${JSON.stringify(steps[index]!.key)}: v${index}`).join(', ')} }`;
  const parts = [...objects].flatMap(([object, indexes]) => {
    if (object === null) return indexes.map((index) => `${JSON.stringify(steps[index]!.key)}: v${index}`);
    return [`${JSON.stringify(object)}: ${nulledWhen(steps, indexes, notNullable) ?? ''}${literal(indexes)}`];
  });
  const body = `return rows.map((row) => {
    ${steps.map((_, index) => `const v${index} = ${value(index)};`).join('\n    ')}
    return { ${parts.join(', ')} };
  });`;
  const write = new Function('decoders', `return (rows) => { ${body} };`) as (
    decoders: Decoder[],
  ) => (rows: unknown[][]) => unknown[];
  return write(steps.map((step) => step.decoder));
}

/**
 * drizzle's rule for a nested object, as a condition written before its literal (`v3 === null ? null : `), or
 * undefined where it is never null: its first field that is a table's column decides, when every such field is of
 * that table and the table may be missing (not in `notNullable`).
 */
function nulledWhen(steps: Step[], indexes: number[], notNullable: Record<string, boolean>) {
  const columns = indexes.filter((index) => steps[index]!.table !== null);
  const first = columns[0];
  if (first === undefined) return undefined;
  const table = steps[first]!.table!;
  if (notNullable[table] || columns.some((index) => steps[index]!.table !== table)) return undefined;
  return `v${first} === null ? null : `;
}

/**
 * Runs a select built for this call, its rows mapped by a plan (mapRowsByPlan) instead of drizzle's per-row checks:
 * for a page of rows whose statement has no fixed shape to prepare once (listRows, preparedOnce). The empty name is
 * PostgreSQL's unnamed statement, planned for this call's values as any select drizzle runs.
 */
export function executeMapped<Result>(query: { prepare: (name: string) => { execute: () => Promise<Result> } }) {
  return mapRowsByPlan(query.prepare('')).execute();
}
