import type { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { idQuery } from '../schemas/common.ts';
import {
  timeRecordCreateInput,
  timeRecordOutput,
  timeRecordSplitInput,
  timeRecordStatusOutput,
  timeRecordStatusUpdateInput,
  timeRecordsListQuery,
  timeRecordUpdateInput,
  timeReviewListQuery,
} from '../schemas/time-record.ts';

/** Time records (docs/product.md §10.4 time-record, time-review-list; §10.5 update-time-record). */

export const timeRecordsList = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'time-record',
  summary: 'Time records the caller may see (freelancers: their own; agencies: their agency’s)',
  roles: ROLES,
  query: timeRecordsListQuery,
  output: listPage(timeRecordOutput),
  errorKey: 'catalogue.errorLoadingTimeRecordingDetail',
});

export const timeRecordCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'time-record',
  summary: 'Record time on a booked hourly booking (→ PENDING; reduces hours_left)',
  roles: ['freelancer'],
  body: timeRecordCreateInput,
  output: timeRecordOutput,
  errorKey: 'catalogue.errorSavingTimeRecording',
});

export const timeRecordUpdate = defineEndpoint({
  method: 'PUT',
  base: 'freelancer',
  path: 'time-record',
  summary: 'Correct a pending, declined or finance-rejected time record (→ PENDING)',
  roles: ['freelancer'],
  body: timeRecordUpdateInput,
  output: timeRecordOutput,
  errorKey: 'catalogue.errorSavingTimeRecording',
});

export const timeRecordDelete = defineEndpoint({
  method: 'DELETE',
  base: 'freelancer',
  path: 'time-record',
  summary: 'Cancel a time record that finance has not approved (→ CANCELLED; frees its hours)',
  roles: ['freelancer'],
  query: idQuery,
  output: timeRecordStatusOutput,
  errorKey: 'catalogue.errorDeletingTimeRecord',
});

export const timeRecordSplit = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'time-record/split',
  summary: 'Record one time record spread over the booking’s cost allocations',
  roles: ['freelancer'],
  body: timeRecordSplitInput,
  output: timeRecordOutput,
  errorKey: 'catalogue.errorSavingTimeRecording',
});

export const timeReviewList = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'time-review-list',
  summary: 'Time records to review: agencies approve or decline, finance approves or rejects',
  roles: ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  query: timeReviewListQuery,
  output: listPage(timeRecordOutput),
  errorKey: 'catalogue.errorLoadingTimeReviewList',
});

export const timeRecordStatusUpdate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'update-time-record',
  summary:
    'Review a time record: APPROVED/DECLINED by the booker or a managing director, FINANCE_APPROVED/FINANCE_REJECTED by finance',
  roles: ['admin', ...AGENCY_ROLES, ...FINANCE_ROLES],
  body: timeRecordStatusUpdateInput,
  output: timeRecordStatusOutput,
  errorKey: 'catalogue.errorUpdatingTimeRecordStatus',
});

/** Which roles may set which review status (the service enforces it; the web app shows the matching buttons). */
export const TIME_RECORD_REVIEW_ROLES = {
  APPROVED: ['admin', ...AGENCY_ROLES],
  DECLINED: ['admin', ...AGENCY_ROLES],
  FINANCE_APPROVED: ['admin', ...FINANCE_ROLES],
  FINANCE_REJECTED: ['admin', ...FINANCE_ROLES],
} as const satisfies Record<z.infer<typeof timeRecordStatusUpdateInput>['status'], readonly string[]>;
