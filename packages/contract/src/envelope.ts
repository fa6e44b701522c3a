import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_OPTIONS } from './constants.ts';
import { sortDirectionSchema } from './enums.ts';

/** The response envelope and list page of DESIGN §5. */

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

export const errorEnvelope = z
  .object({
    status: z.literal('error'),
    message: z.string().describe('Human-readable message in the caller’s language'),
    code: z.string().describe('Stable error code (catalogue key)'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Messages per input field'),
  })
  .describe('Error response');
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    items: z.number().int().positive(),
    last_page: z.number().int().positive(),
  });
}
export type ListPage<T> = { data: T[]; total: number; page: number; items: number; last_page: number };

/** Query strings arrive as text; these coerce and bound them. */
export const pageParam = z.coerce.number().int().min(1).default(1).describe('Page, first is 1');
export const itemsParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_SIZE_MAX)
  .default(PAGE_SIZE_DEFAULT)
  .describe(`Page size (${PAGE_SIZE_OPTIONS.join('/')}; at most ${PAGE_SIZE_MAX})`);

export function pagingQuery<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSortBy: S[number],
  defaultSort: 'asc' | 'desc',
) {
  return z.object({
    page: pageParam,
    items: itemsParam,
    sortBy: z
      .enum(sortable)
      .default(defaultSortBy as never)
      .describe('Sort column'),
    sort: sortDirectionSchema.default(defaultSort).describe('Sort direction'),
  });
}

/** `name[]=a&name[]=b`, `name=a` or nothing → string[]. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );

export const idParam = z.coerce.number().int().positive().describe('Identifier');
export const isoDate = z.iso.date().describe('Date, YYYY-MM-DD');

/** Booleans in query strings and forms: 'true'/'1' and 'false'/'0'. */
export const queryBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === true) return true;
  if (value === 'false' || value === '0' || value === false) return false;
  return value;
}, z.boolean());

export function lastPage(total: number, items: number): number {
  return Math.max(1, Math.ceil(total / items));
}
