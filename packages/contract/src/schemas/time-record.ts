import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { TIME_RECORDING_TABS, TIME_REVIEW_TABS, timeRecordStatusSchema } from '../enums.ts';
import { idParam, isoDate, pagingQuery, queryArray } from '../envelope.ts';
import { TIME_RECORD_ACTIONS } from '../state-machines/time-record.ts';
import {
  dateOutput,
  entityId,
  hoursOutput,
  idField,
  idsParam,
  keywordsParam,
  moneyOutput,
  namedRef,
  personRef,
  statusResult,
  statusTabParam,
  timestampOutput,
} from './common.ts';
import {
  checkDateOrder,
  dateField,
  dayHoursField,
  hasAtMostDecimals,
  optionalText,
  requiredText,
  TEXT_MAX,
} from './validation.ts';

/** Time records of hourly bookings (docs/product.md §14). */

export const timeRecordAllocationOutput = z.object({
  allocation_id: entityId,
  number: z.string(),
  hours: hoursOutput,
});

export const timeRecordOutput = z
  .object({
    id: entityId,
    time_record_id: z.string().describe('Human-readable record number'),
    booking_id: entityId,
    status: timeRecordStatusSchema,
    date: dateOutput.describe('Day worked'),
    hours: hoursOutput,
    amount: moneyOutput.describe('hours × rate_per_hour'),
    description: z.string(),
    comment: z.string().nullable().describe('Reason of the last decline or rejection'),
    booking: z.object({
      id: entityId,
      title: z.string(),
      booking_code: z.string(),
      rate_per_hour: moneyOutput.nullable(),
      hours_left: hoursOutput.nullable(),
    }),
    freelancer: personRef,
    booker: personRef,
    project: namedRef,
    agency: namedRef,
    allocations: z.array(timeRecordAllocationOutput),
    credit_note_id: entityId.nullable(),
    allowed_actions: z
      .array(z.enum(TIME_RECORD_ACTIONS))
      .describe('What the caller may do with the time record now: its status allows it and so does their access'),
    created_at: timestampOutput,
    submitted_date: dateOutput.describe('Day the record was (last) submitted'),
  })
  .describe('A time record');
export type TimeRecord = z.infer<typeof timeRecordOutput>;

const timeRecordFields = {
  booking_id: idField,
  date: dateField,
  hours: dayHoursField,
  description: requiredText(TEXT_MAX.description),
};
export const timeRecordCreateInput = z.object(timeRecordFields).describe('Record time on a booked hourly booking');
const splitField = z
  .array(z.object({ allocation_id: idField, hours: dayHoursField }))
  .min(1, 'validation.atLeastOne')
  .max(50, 'validation.maxValue');

/** The parts of a split must add up to the record's hours. */
function checkSplitSum(
  value: { hours: number; allocations?: readonly { hours: number }[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.allocations) return;
  const sum = value.allocations.reduce((total, allocation) => total + allocation.hours, 0);
  if (!hasAtMostDecimals(sum) || Math.abs(sum - value.hours) > 0.001) {
    ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'validation.allocationsSum' });
  }
}

export const timeRecordUpdateInput = z
  .object({
    id: idField,
    ...timeRecordFields,
    allocations: splitField
      .optional()
      .describe('A new split over the booking’s active allocations; without it the stored split is scaled'),
  })
  .superRefine(checkSplitSum)
  .describe('Correct a pending, declined or rejected record (resubmits it)');

export const timeRecordSplitInput = z
  .object({ ...timeRecordFields, allocations: splitField })
  .superRefine(checkSplitSum)
  .describe('One time record spread over the booking’s allocations; the hours must add up');

export const REVIEW_STATUSES = ['APPROVED', 'DECLINED', 'FINANCE_APPROVED', 'FINANCE_REJECTED'] as const;
export const timeRecordStatusUpdateInput = z
  .object({
    id: idField,
    status: z
      .enum(REVIEW_STATUSES)
      .describe('APPROVED/DECLINED by the agency (booker or managing director); FINANCE_* by finance'),
    comment: optionalText(TEXT_MAX.comment).describe('Reason, shown to the freelancer'),
  })
  .describe('Review a time record');
export const timeRecordStatusOutput = statusResult(timeRecordStatusSchema);

export const TIME_RECORD_SORT_COLUMNS = ['created_at', 'date', 'hours', 'status', 'submitted_date'] as const;
const timeFilterFields = {
  keyword: keywordsParam,
  timeframe_start_date: isoDate.optional().describe('Worked on or after'),
  timeframe_end_date: isoDate.optional().describe('Worked on or before'),
  submitted_start_date: isoDate.optional().describe('Submitted on or after'),
  submitted_end_date: isoDate.optional().describe('Submitted on or before'),
  freelancers: idsParam.describe('Freelancer ids (ignored for freelancers)'),
  projects: idsParam.describe('Project ids'),
  agencies: idsParam.describe('Agency ids (ignored for agency users)'),
  status: queryArray(timeRecordStatusSchema).describe('Statuses, sent as status[]'),
};

export const timeRecordsListQuery = pagingQuery(TIME_RECORD_SORT_COLUMNS, DEFAULT_SORT.timeRecords)
  .extend({
    ...timeFilterFields,
    booking_id: idParam.optional().describe('Only records of this booking'),
    tab: statusTabParam(TIME_RECORDING_TABS, 'TIME_RECORDING_TABS'),
  })
  .superRefine(checkDateOrder('timeframe_start_date', 'timeframe_end_date'))
  .describe('Time recording list paging and filters');

export const timeReviewListQuery = pagingQuery(TIME_RECORD_SORT_COLUMNS, DEFAULT_SORT.timeReview)
  .extend({
    ...timeFilterFields,
    bookers: idsParam.describe('Booker (user) ids'),
    tab: statusTabParam(TIME_REVIEW_TABS, 'TIME_REVIEW_TABS'),
  })
  .describe('Time review list paging and filters');
