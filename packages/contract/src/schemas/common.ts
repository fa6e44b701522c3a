import { z } from 'zod';
import { roleSchema } from '../enums.ts';
import { ID_MAX, idParam, isoDate, queryArray, queryBoolean } from '../envelope.ts';
import { TEXT_MAX } from './validation.ts';

/** Small shapes shared by the domain schemas. */

export const entityId = z.number().int().positive().describe('Identifier');
/** An id sent in a JSON body. */
export const idField = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') })
  .int('validation.invalidValue')
  .positive('validation.invalidValue')
  .max(ID_MAX, 'validation.invalidValue')
  .describe('Identifier');
/** An id sent in a form-encoded body (text). */
export const formIdField = idParam;

export const personRef = z
  .object({ id: entityId, first_name: z.string(), last_name: z.string() })
  .describe('A person: freelancer, booker or user');
export type PersonRef = z.infer<typeof personRef>;

export const personWithImageRef = personRef.extend({
  image_url: z.string().nullable(),
  role: roleSchema.optional(),
});

export const namedRef = z.object({ id: entityId, name: z.string() }).describe('An id and a name');
export type NamedRef = z.infer<typeof namedRef>;

export const clientRef = z.object({ id: entityId, client: z.string().describe('Client name') }).describe('A client');
export type ClientRef = z.infer<typeof clientRef>;

/** Money and hours in outputs: euros and hours as numbers with at most 2 decimals. */
export const moneyOutput = z.number().describe('Euros');
export const hoursOutput = z.number().describe('Hours');
export const timestampOutput = z.iso.datetime({ offset: true }).describe('Timestamp, ISO 8601');
export const dateOutput = z.string().describe('Date, YYYY-MM-DD');

/** Output of a call that acted on one object. */
export const idOutput = z.object({ id: entityId }).describe('The id of the object acted on');
export const idsOutput = z.object({ ids: z.array(entityId) }).describe('The ids of the objects acted on');
/** Output of a call with nothing to return. */
export const doneOutput = z.object({ done: z.literal(true) }).describe('The action was carried out');

/** Output of a status action: the object's id and its new status. */
export function statusResult<T extends z.ZodType>(status: T) {
  return z.object({ id: entityId, status }).describe('The id and the new status');
}

/** A keyword search of a lookup (trimmed, may be empty). */
export const keywordQuery = z.object({
  keyword: z.string().trim().max(TEXT_MAX.keyword, 'validation.max').optional().describe('Search text'),
});
/** `keyword[]` of list pages (a single `keyword` works too). */
/** At most this many search words: each is a scan of its own. */
export const KEYWORDS_MAX = 50;
export const keywordsParam = queryArray(z.string().trim().min(1).max(TEXT_MAX.keyword), KEYWORDS_MAX).describe(
  'Search words',
);
export const idsParam = queryArray(idParam).describe('Ids');
export const optionalDateParam = isoDate.optional();
export const optionalBooleanParam = queryBoolean.optional();

/** `tab` of a list whose tabs stand for sets of statuses (`tableName` names that table in the docs). */
export function statusTabParam<T extends Record<string, readonly string[]>>(tabs: T, tableName: string) {
  return z
    .enum(Object.keys(tabs) as [Extract<keyof T, string>])
    .optional()
    .describe(`Tab; its statuses (${tableName}) apply only when no other filter is given`);
}

/** A query with one required id (`?id=3`). */
export const idQuery = z.object({ id: idParam });
/** A body with one required id. */
export const idBody = z.object({ id: idField });
/** Path parameter `:id`. */
export const idPathParams = z.object({ id: idParam });

export const yearParam = z.coerce.number().int().min(2000).max(2100).describe('Calendar year');
export const monthParam = z.coerce.number().int().min(1).max(12).describe('Month, 1–12');
export const yearPathParams = z.object({ year: yearParam });
export const monthYearPathParams = z.object({ month: monthParam, year: yearParam });
