import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

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

/**
 * Maps a prepared select's rows with a plan worked out once, instead of drizzle's per-row mapping, which asks of
 * every field of every row what kind of field it is (`is`, a walk up the class chain when the answer is no): a
 * page of forty-field rows spent more time there than in building its statements. The result is drizzle's: the
 * same nested objects, the same decoded values, and a left-joined table's object null when its row is missing
 * (its first selected column is null).
 */
export function mapRowsByPlan<Prepared>(prepared: Prepared): Prepared {
  const statement = prepared as PreparedSelect;
  const { fields, joinsNotNullableMap } = statement;
  if (!fields) throw new Error('mapRowsByPlan: not a prepared select');
  const plan = fields.map(({ path, field }) => {
    const decoder: Decoder = is(field, Column)
      ? field
      : decoderOf(is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql);
    const object = path.length === 2 ? path[0]! : null;
    // Like drizzle: a table's object may be null only when its fields are that table's columns.
    const table = joinsNotNullableMap && object && is(field, Column) ? getTableName(field.table) : null;
    return { object, key: path[path.length - 1]!, decoder, table, depth: path.length };
  });
  if (plan.some((step) => step.depth > 2)) throw new Error('mapRowsByPlan: selections nest two levels at most');
  const nullable = joinsNotNullableMap ?? {};
  statement.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      // Per nested object: the table of its first column when that column is null (drizzle's nullify map).
      const missing: Record<string, string | false> = {};
      for (let index = 0; index < plan.length; index++) {
        const { object, key, decoder, table } = plan[index]!;
        const raw = row[index];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        if (object === null) {
          result[key] = value;
          continue;
        }
        let node = result[object] as Record<string, unknown> | undefined;
        if (!node) {
          node = {};
          result[object] = node;
        }
        node[key] = value;
        if (table === null) continue;
        const seen = missing[object];
        if (seen === undefined) missing[object] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) missing[object] = false;
      }
      for (const object in missing) {
        const table = missing[object];
        if (typeof table === 'string' && !nullable[table]) result[object] = null;
      }
      return result;
    });
  return prepared;
}

/**
 * Runs a select built for this call, its rows mapped by a plan (mapRowsByPlan) instead of drizzle's per-row checks:
 * for a page of rows whose statement has no fixed shape to prepare once (listRows, preparedOnce). The empty name is
 * PostgreSQL's unnamed statement, planned for this call's values as any select drizzle runs.
 */
export function executeMapped<Result>(query: { prepare: (name: string) => { execute: () => Promise<Result> } }) {
  return mapRowsByPlan(query.prepare('')).execute();
}
