import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { idQuery } from '../schemas/common.ts';
import {
  flatRatePaymentOutput,
  flatRatePaymentStatusOutput,
  flatRatePaymentsListQuery,
  flatRatePaymentUpdateInput,
  flatRateReviewListQuery,
  flatRateSplitInput,
} from '../schemas/flat-rate-payment.ts';

/** Flat-rate payments (docs/product.md §10.5): recorded by the agency, reviewed by finance. */

export const flatRatePaymentSplit = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'booking/flatrate/split',
  summary: 'Record a payment of a flat booking over its allocations (→ FINANCE_PENDING; reduces amount_left)',
  roles: ['admin', ...AGENCY_ROLES],
  body: flatRateSplitInput,
  output: flatRatePaymentOutput,
  errorKey: 'catalogue.flatRatePaymentRequestNotCompleted',
});

export const flatRatePaymentUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'flatrate-payment',
  summary:
    'Finance approves or rejects a payment (authorize-flat-rate-payment), or the agency corrects a rejected one (→ FINANCE_PENDING)',
  roles: ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  body: flatRatePaymentUpdateInput,
  output: flatRatePaymentOutput,
  errorKey: 'catalogue.errorInFlatRatePaymentRequest',
});

export const flatRatePaymentDelete = defineEndpoint({
  method: 'DELETE',
  base: 'agency',
  path: 'flatrate-payment',
  summary: 'Delete a payment finance has not approved (→ DELETED, shown as cancelled; frees its amount)',
  roles: ['admin', ...AGENCY_ROLES],
  query: idQuery,
  output: flatRatePaymentStatusOutput,
  errorKey: 'catalogue.errorDeletingFlatRatePayment',
});

export const flatRatePaymentsList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'booking/flatrate/list',
  summary: 'Flat-rate payments the caller may see',
  roles: ROLES,
  query: flatRatePaymentsListQuery,
  output: listPage(flatRatePaymentOutput),
  errorKey: 'catalogue.errorLoadingFlatRatePaymentList',
});

export const flatRateReviewList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'flatrate-review-list',
  summary: 'Flat-rate payments to review (finance)',
  roles: ['admin', ...FINANCE_ROLES],
  query: flatRateReviewListQuery,
  output: listPage(flatRatePaymentOutput),
  errorKey: 'catalogue.errorLoadingFlatRatePaymentsReviewList',
});
