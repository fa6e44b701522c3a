import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { BOOKING_TABS, bookingStatusSchema, itRequirementSchema, rateTypeSchema, roleSchema } from '../enums.ts';
import { isoDate, pagingQuery, queryArray } from '../envelope.ts';
import { BOOKING_ACTIONS } from '../state-machines/booking.ts';
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
  timestampOutput,
} from './common.ts';
import { allocationOutput } from './project.ts';
import {
  dateField,
  hoursField,
  isEndBeforeStart,
  linkField,
  optionalText,
  positiveMoneyField,
  rateField,
  requiredText,
  TEXT_MAX,
} from './validation.ts';

/** Bookings (docs/product.md §8, docs/product.md §14). */

export const bookingOutput = z
  .object({
    id: entityId,
    title: z.string(),
    booking_code: z.string().describe('Human-readable booking number'),
    description: z.string().nullable(),
    created_by: entityId,
    approver_id: entityId.nullable(),
    freelancer_id: entityId,
    project_id: entityId,
    start_date: dateOutput,
    end_date: dateOutput,
    rate_type: rateTypeSchema,
    status: bookingStatusSchema,
    rate: moneyOutput.nullable().describe('Day rate in euros'),
    rate_per_hour: moneyOutput.nullable().describe('Hourly rate in euros (HOURLY)'),
    hours: hoursOutput.nullable().describe('Booked hours (HOURLY)'),
    flat_amount: moneyOutput.nullable().describe('Flat rate amount (FLAT)'),
    total_cost: moneyOutput,
    hours_left: hoursOutput.nullable().describe('HOURLY: booked hours not yet used by time records'),
    amount_left: moneyOutput.nullable().describe('FLAT: amount not yet used by payments'),
    it_requirements: z.array(itRequirementSchema),
    server_links: z.array(z.string()),
    decline_reason: z.string().nullable(),
    booker: z.object({ first_name: z.string(), last_name: z.string(), role: roleSchema }),
    freelancer: personRef.extend({ email: z.string(), image_thumb: z.string().nullable() }),
    project: namedRef.extend({ client_name: z.string().nullable() }),
    agency_id: entityId,
    agency_name: z.string(),
    projectAllocations: z.array(allocationOutput),
    absence_overlap_days: z.array(dateOutput).describe('Absence days of the freelancer inside the booking period'),
    can_approve: z.boolean().describe('The caller holds approve-booking for this booking'),
    allowed_actions: z
      .array(z.enum(BOOKING_ACTIONS))
      .describe('What the caller may do with the booking now: its status allows it and so does their access'),
    created_at: timestampOutput,
    updated_at: timestampOutput,
  })
  .describe('A booking');
export type Booking = z.infer<typeof bookingOutput>;

export const bookingListItemOutput = bookingOutput
  .pick({
    id: true,
    title: true,
    booking_code: true,
    status: true,
    rate_type: true,
    start_date: true,
    end_date: true,
    total_cost: true,
    hours_left: true,
    amount_left: true,
    booker: true,
    agency_id: true,
    agency_name: true,
    created_at: true,
    allowed_actions: true,
  })
  .extend({ freelancer: personRef, project: namedRef })
  .describe('A booking in the list');
export type BookingListItem = z.infer<typeof bookingListItemOutput>;

const bookingFields = z.object({
  project_id: idField,
  freelancer_id: idField.describe('Freelancer id'),
  title: requiredText(TEXT_MAX.title),
  description: optionalText(TEXT_MAX.description),
  start_date: dateField,
  end_date: dateField,
  rate_type: rateTypeSchema,
  rate: rateField.nullish().describe('Day rate in euros (informational)'),
  rate_per_hour: rateField.nullish().describe('Required for HOURLY'),
  hours: hoursField.nullish().describe('Booked hours; required for HOURLY'),
  flat_amount: positiveMoneyField.nullish().describe('Required for FLAT'),
  it_requirements: z.array(itRequirementSchema).max(3),
  server_links: z.array(linkField).max(20, 'validation.maxValue'),
  allocation_ids: z.array(idField).min(1, 'catalogue.atLeastOneActiveAllocation').max(50, 'validation.maxValue'),
  approver_id: idField.nullish().describe('Managing director asked to approve; any when absent'),
});

/** HOURLY needs rate_per_hour and hours > 0, FLAT needs flat_amount; the end may not lie before the start. */
function checkBooking(value: Partial<z.infer<typeof bookingFields>>, ctx: z.RefinementCtx) {
  if (isEndBeforeStart(value.start_date, value.end_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.endBeforeStart' });
  }
  if (value.rate_type === 'HOURLY') {
    if (value.rate_per_hour == null)
      ctx.addIssue({ code: 'custom', path: ['rate_per_hour'], message: 'validation.required' });
    if (!value.hours) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'validation.required' });
  }
  if (value.rate_type === 'FLAT' && value.flat_amount == null) {
    ctx.addIssue({ code: 'custom', path: ['flat_amount'], message: 'validation.required' });
  }
}

export const bookingCreateInput = bookingFields
  .extend({
    it_requirements: bookingFields.shape.it_requirements.default([]),
    server_links: bookingFields.shape.server_links.default([]),
  })
  .superRefine(checkBooking)
  .describe('A booking request');
// Without defaults: a field left out of an edit keeps its stored value (zod applies defaults inside partial()).
export const bookingUpdateInput = bookingFields
  .partial()
  .extend({ id: idField })
  .superRefine(checkBooking)
  .describe('Booking changes; editing a declined booking resubmits it');

export const bookingExtendInput = z
  .object({ booking_id: idField, end_date: dateField.describe('New, later end date') })
  .describe('Extend an approved or booked booking');

export const bookingActionInput = z.object({ booking_id: idField }).describe('The booking to act on');
/** Closing may carry the booker's rating of the freelancer's work (AGENCY_RATING report, decision 015); both optional. */
export const bookingCloseInput = bookingActionInput
  .extend({
    rating: z
      .number({ error: 'validation.invalidValue' })
      .int('validation.invalidValue')
      .min(1, 'validation.invalidValue')
      .max(5, 'validation.invalidValue')
      .nullish()
      .describe('1–5 stars'),
    rating_comment: z.string().trim().max(2000, 'validation.max').nullish().describe('The booker’s comment'),
  })
  .describe('The booking to close, with an optional rating');
export const bookingReasonInput = bookingActionInput
  .extend({ reason: optionalText(TEXT_MAX.comment).describe('Shown to the other side') })
  .describe('The booking to act on, with an optional reason');
export const bookingStatusOutput = statusResult(bookingStatusSchema);

export const BOOKING_SORT_COLUMNS = [
  'id',
  'created_at',
  'start_date',
  'end_date',
  'title',
  'total_cost',
  'status',
] as const;
export const bookingsListQuery = pagingQuery(BOOKING_SORT_COLUMNS, DEFAULT_SORT.bookings)
  .extend({
    tab: z.enum(BOOKING_TABS).optional().describe('OPEN or CLOSED; its statuses apply when no status is given'),
    status: queryArray(bookingStatusSchema).describe('Statuses, sent as status[]'),
    keyword: keywordsParam,
    start_date: isoDate.optional().describe('Bookings running on or after (default: current half-year for OPEN)'),
    end_date: isoDate.optional().describe('Bookings running on or before'),
    rate_type: rateTypeSchema.optional(),
    agencies: idsParam.describe('Agency ids; ignored for agency and freelancer users'),
    freelancers: idsParam.describe('Freelancer ids; ignored for agency and freelancer users'),
    projects: idsParam.describe('Project ids'),
    bookers: idsParam.describe('Booker (user) ids'),
  })
  .describe('Booking list paging and filters');
