import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { FLAT_RATE_REVIEW_TABS, FLAT_RATE_TABS, flatRateStatusSchema } from '../enums.ts';
import { idParam, isoDate, pagingQuery, queryArray } from '../envelope.ts';
import { FLAT_RATE_ACTIONS } from '../state-machines/flat-rate-payment.ts';
import {
  dateOutput,
  entityId,
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
import { checkDateOrder, dateField, optionalText, positiveMoneyField, requiredText, TEXT_MAX } from './validation.ts';

/** Flat-rate payments: parts of a flat booking's amount, reviewed by finance (docs/product.md §14). */

export const flatRatePaymentOutput = z
  .object({
    id: entityId,
    booking_id: entityId,
    status: flatRateStatusSchema,
    payment_date: dateOutput,
    amount: moneyOutput,
    description: z.string(),
    comment: z.string().nullable().describe('Reason of the last rejection'),
    booking: z.object({
      id: entityId,
      title: z.string(),
      booking_code: z.string(),
      flat_amount: moneyOutput.nullable(),
      amount_left: moneyOutput.nullable(),
    }),
    freelancer: personRef,
    booker: personRef,
    project: namedRef,
    agency: namedRef,
    allocations: z.array(z.object({ allocation_id: entityId, number: z.string(), amount: moneyOutput })),
    credit_note_id: entityId.nullable(),
    allowed_actions: z
      .array(z.enum(FLAT_RATE_ACTIONS))
      .describe('What the caller may do with the payment now: its status allows it and so does their access'),
    created_at: timestampOutput,
    submitted_date: dateOutput,
  })
  .describe('A flat-rate payment');
export type FlatRatePayment = z.infer<typeof flatRatePaymentOutput>;

const allocationsField = z
  .array(z.object({ allocation_id: idField, amount: positiveMoneyField }))
  .min(1, 'validation.atLeastOne')
  .max(50, 'validation.maxValue');

export const flatRateSplitInput = z
  .object({
    booking_id: idField,
    payment_date: dateField,
    description: requiredText(TEXT_MAX.description),
    allocations: allocationsField,
  })
  .describe('Record a payment of a flat booking, spread over its allocations; the total is their sum');

export const FLAT_RATE_REVIEW_STATUSES = ['FINANCE_APPROVED', 'FINANCE_REJECTED'] as const;
export const flatRatePaymentUpdateInput = z
  .object({
    id: idField,
    status: z.enum(FLAT_RATE_REVIEW_STATUSES).optional().describe('Finance review (authorize-flat-rate-payment)'),
    comment: optionalText(TEXT_MAX.comment).describe('Reason, shown to the agency'),
    payment_date: dateField.optional().describe('Correction by the agency (resubmits a rejected payment)'),
    description: requiredText(TEXT_MAX.description).optional(),
    allocations: allocationsField.optional(),
  })
  .superRefine((value, ctx) => {
    const isCorrection =
      value.payment_date !== undefined || value.description !== undefined || value.allocations !== undefined;
    if (value.status === undefined && !isCorrection) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.required' });
    }
    if (value.status !== undefined && isCorrection) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.invalidValue' });
    }
  })
  .describe(
    'Either a finance review (status, comment) or an agency correction (payment_date, description, allocations)',
  );
export const flatRatePaymentStatusOutput = statusResult(flatRateStatusSchema);

/** Sum of allocation amounts in cents, so 0.1 + 0.2 adds up to 0.3. */
export function sumAmounts(allocations: readonly { amount: number }[]): number {
  const cents = allocations.reduce((total, allocation) => total + Math.round(allocation.amount * 100), 0);
  return cents / 100;
}

export const FLAT_RATE_SORT_COLUMNS = ['created_at', 'payment_date', 'amount', 'status'] as const;
const flatRateFilterFields = {
  keyword: keywordsParam,
  freelancers: idsParam.describe('Freelancer ids (ignored for freelancers)'),
  agencies: idsParam.describe('Agency ids (ignored for agency users)'),
  status: queryArray(flatRateStatusSchema).describe('Statuses, sent as status[]'),
};
export const flatRatePaymentsListQuery = pagingQuery(FLAT_RATE_SORT_COLUMNS, DEFAULT_SORT.flatRate)
  .extend({
    ...flatRateFilterFields,
    start_date: isoDate.optional().describe('Payment date on or after'),
    end_date: isoDate.optional().describe('Payment date on or before'),
    submitted_start_date: isoDate.optional(),
    submitted_end_date: isoDate.optional(),
    projects: idsParam.describe('Project ids'),
    booking_id: idParam.optional().describe('Only payments of this booking'),
    tab: statusTabParam(FLAT_RATE_TABS, 'FLAT_RATE_TABS'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'))
  .describe('Flat-rate payment list paging and filters');
export const flatRateReviewListQuery = pagingQuery(FLAT_RATE_SORT_COLUMNS, DEFAULT_SORT.flatRateReview)
  .extend({
    ...flatRateFilterFields,
    bookers: idsParam.describe('Booker (user) ids'),
    tab: statusTabParam(FLAT_RATE_REVIEW_TABS, 'FLAT_RATE_REVIEW_TABS'),
  })
  .describe('Flat-rate review list paging and filters');
