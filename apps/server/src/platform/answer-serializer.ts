import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type ZodType } from 'zod';

/** Kinds of schema that check a value the same forwards (parse) and backwards (encode): nothing to convert. */
const PLAIN_KINDS = new Set([
  'object',
  'array',
  'record',
  'union',
  'nullable',
  'optional',
  'string',
  'number',
  'boolean',
  'enum',
  'literal',
  'null',
  'undefined',
]);

type Def = { type: string; checks?: { _zod: { def: { check: string } } }[] } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } } | null)?._zod?.def;

/**
 * Whether parsing `schema` gives what encoding it gives: it holds only PLAIN_KINDS and no check that rewrites a
 * value (trim, toLowerCase: an "overwrite"). A codec, transform, default, catch or lazy schema reads differently in
 * the two directions, or may, so it answers no.
 */
export function readsBothWays(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = defOf(schema);
  if (!def) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  if (!PLAIN_KINDS.has(def.type)) return false;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const parts: unknown[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (key === 'shape') parts.push(...Object.values(value as Record<string, unknown>));
    else if (Array.isArray(value)) parts.push(...value.filter((item) => defOf(item)));
    else if (defOf(value)) parts.push(value);
  }
  return parts.every((part) => readsBothWays(part, seen));
}

/**
 * Checks every answer against its route's output schema and writes it as JSON, as fastify-type-provider-zod's
 * serializerCompiler does (the same ResponseSerializationError, which the error handler answers with a 500), with
 * one difference: a schema that reads both ways is checked by parsing, not encoding. The contract's answers hold no
 * codecs, so both give the same JSON, but zod 4 runs an encode without its compiled object checks: a page of time
 * records spent 14-19 % of the server's CPU in zod encoding it, 3-4 % parsing it. A schema with a codec or default
 * is still encoded.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!defOf(schema)) throw new Error(`${method} ${url}: an answer's schema must be a zod schema`);
  const output = schema as ZodType;
  const check = readsBothWays(output)
    ? (data: unknown) => output.safeParse(data)
    : (data: unknown) => safeEncode(output, data as never);
  return (data: unknown) => {
    const result = check(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
