import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { REPORT_STATUSES, reportTopicSchema } from '../enums.ts';
import { idParam, isoDate, pagingQuery, queryArray } from '../envelope.ts';
import { clientRef, entityId, formIdField, keywordsParam, namedRef, personRef, timestampOutput } from './common.ts';
import { checkDateOrder, dateField, requiredText, TEXT_MAX } from './validation.ts';

/**
 * Reports (docs/product.md §8): the lists agencies, bookers, freelancers, projects, clients and status travel as
 * JSON-encoded text, as the spec says, both in the form-encoded input and in the output; `decodeReportLists`
 * turns them into arrays (absent lists become empty).
 */

const jsonText = (what: string) => z.string().nullable().describe(`JSON-encoded list of ${what}`);

export const reportListItemOutput = z
  .object({
    id: entityId,
    topic: reportTopicSchema,
    title: z.string(),
    timeframe_start_date: z.string().nullable().describe('YYYY-MM-DD'),
    timeframe_end_date: z.string().nullable().describe('YYYY-MM-DD'),
    agencies: jsonText('{id, name}'),
    bookers: jsonText('{id, first_name, last_name}'),
    freelancers: jsonText('{id, first_name, last_name}'),
    projects: jsonText('{id, name}'),
    clients: jsonText('{id, client}'),
    status: jsonText('status values'),
    created_by: personRef,
    created_at: timestampOutput,
    updated_at: timestampOutput,
  })
  .describe('A saved report');
export type ReportListItem = z.infer<typeof reportListItemOutput>;
export const reportOutput = reportListItemOutput.describe('A saved report with its filters');

export const reportListsDecoded = z.object({
  agencies: z.array(namedRef),
  bookers: z.array(personRef),
  freelancers: z.array(personRef),
  projects: z.array(namedRef),
  clients: z.array(clientRef),
  status: z.array(z.string()),
});
export type ReportLists = z.infer<typeof reportListsDecoded>;

/** Decodes a report's JSON-encoded lists; absent or broken lists become empty. */
export function decodeReportLists(report: Pick<ReportListItem, keyof ReportLists>): ReportLists {
  const decode = <K extends keyof ReportLists>(name: K): ReportLists[K] => {
    const text = report[name];
    if (!text) return [] as ReportLists[K];
    try {
      const parsed = reportListsDecoded.shape[name].safeParse(JSON.parse(text));
      return (parsed.success ? parsed.data : []) as ReportLists[K];
    } catch {
      return [] as ReportLists[K];
    }
  };
  return {
    agencies: decode('agencies'),
    bookers: decode('bookers'),
    freelancers: decode('freelancers'),
    projects: decode('projects'),
    clients: decode('clients'),
    status: decode('status'),
  };
}

/** A JSON-encoded list in a form field: `[1,2]` → [1, 2]; empty or absent → []. */
function jsonListField<T extends z.ZodType>(item: T, max = 500) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === null || value === '') return [];
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      },
      z.array(item).max(max, 'validation.maxValue'),
    )
    .describe('JSON-encoded list');
}

export const reportInput = z
  .object({
    topic: reportTopicSchema,
    title: requiredText(TEXT_MAX.title),
    timeframe_start_date: dateField.optional(),
    timeframe_end_date: dateField.optional(),
    agencies: jsonListField(formIdField).describe('JSON-encoded agency ids'),
    bookers: jsonListField(formIdField).describe('JSON-encoded booker (user) ids'),
    freelancers: jsonListField(formIdField).describe('JSON-encoded freelancer ids'),
    projects: jsonListField(formIdField).describe('JSON-encoded project ids'),
    clients: jsonListField(formIdField).describe('JSON-encoded client ids'),
    status: jsonListField(z.enum(REPORT_STATUSES)).describe('JSON-encoded status values of the topic'),
  })
  .superRefine(checkDateOrder('timeframe_start_date', 'timeframe_end_date'))
  .describe('A report definition (form-encoded)');
export const reportUpdateInput = reportInput.safeExtend({ id: formIdField }).describe('Report changes (form-encoded)');

export const REPORT_SORT_COLUMNS = ['created_at', 'title', 'topic'] as const;
export const reportsListQuery = pagingQuery(REPORT_SORT_COLUMNS, DEFAULT_SORT.reports)
  .extend({
    keyword: keywordsParam,
    topics: queryArray(reportTopicSchema).describe('Topics, sent as topics[]'),
    start_date: isoDate.optional().describe('Created on or after'),
    end_date: isoDate.optional().describe('Created on or before'),
  })
  .describe('Report list paging and filters');
export const reportDetailQuery = z.object({ id: idParam }).describe('One report');
/** GET reports: with `id` one report, else a page of reports. */
export const reportsGetQuery = z.union([reportDetailQuery, reportsListQuery]);

export const reportDownloadQuery = z.object({
  id: idParam,
  format: z.enum(['xlsx', 'csv']).default('xlsx').describe('File format'),
});
