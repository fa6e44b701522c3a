import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_OPTIONS } from './constants.ts';
import { sortDirectionSchema } from './enums.ts';

/** The response envelope and list page of docs/product.md §10.1. */

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

/**
 * Lists count at most this many matching rows: a count over a large share of a big table would cost what the table
 * holds, not what the page shows. More rows than that answer `total` = the cap with `is_total_capped`.
 */
export const LIST_COUNT_CAP = 10_000;
/**
 * The freelancer list scrolls on without showing a total; it counts only a few pages far, since its count checks
 * each freelancer's keywords and availability in the period (docs/product.md §3), so that a search costs the same
 * however many freelancers match (decision 031).
 */
export const SCROLL_LIST_COUNT_CAP = 100;

export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    is_total_capped: z
      .boolean()
      .optional()
      .describe(
        `true when more rows match than the list counts (${LIST_COUNT_CAP}; the freelancer list ${SCROLL_LIST_COUNT_CAP}); \`total\` is then that cap`,
      ),
    page: z.number().int().positive(),
    items: z.number().int().positive(),
    last_page: z.number().int().positive(),
  });
}
export type ListPage<T> = {
  data: T[];
  total: number;
  is_total_capped?: boolean;
  page: number;
  items: number;
  last_page: number;
};

/**
 * The page after `last` for an infinite list, or undefined at its end. A capped count's last page is not the
 * list's end: while pages come back full, there is more.
 */
export function nextPageOf(last: Omit<ListPage<unknown>, 'data'> & { data: readonly unknown[] }): number | undefined {
  const isMore = last.page < last.last_page || (last.is_total_capped === true && last.data.length === last.items);
  return isMore ? last.page + 1 : undefined;
}

/** Query strings arrive as text; these coerce and bound them. */
/** Far beyond any real list; keeps the OFFSET within what PostgreSQL accepts. */
export const PAGE_MAX = 1_000_000;
export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_MAX, 'validation.invalidValue')
  .default(1)
  .describe('Page, first is 1');
export const itemsParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_SIZE_MAX)
  .default(PAGE_SIZE_DEFAULT)
  .describe(`Page size (${PAGE_SIZE_OPTIONS.join('/')}; at most ${PAGE_SIZE_MAX})`);

/** Paging and sorting of a list: its sortable columns and its default order (see DEFAULT_SORT). */
export function pagingQuery<const S extends readonly [string, ...string[]]>(
  sortable: S,
  { sortBy: defaultSortBy, sort: defaultSort }: { sortBy: S[number]; sort: 'asc' | 'desc' },
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

/** Ids are PostgreSQL `integer` columns: anything above this is no id of ours (400, never a database error). */
export const ID_MAX = 2_147_483_647;
/** At most this many values in one list filter (ids, statuses …); keywords have their own, smaller bound. */
export const QUERY_ARRAY_MAX = 200;

/**
 * `name[]=a&name[]=b`, `name=a` or nothing → an array, at most `max` values so no request can grow unbounded.
 * The input side is typed (one value or a list, optional), so callers pass real values instead of casting.
 */
export const queryArray = <T extends z.ZodType>(item: T, max: number = QUERY_ARRAY_MAX) =>
  z
    .preprocess(
      (value: z.input<T> | readonly z.input<T>[] | '') => (value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(item).max(max, 'validation.tooMany'),
    )
    .default([]);

export const idParam = z.coerce.number().int().positive().max(ID_MAX, 'validation.invalidValue').describe('Identifier');
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
