import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { notificationCategorySchema } from '../enums.ts';
import { idParam, pageParam } from '../envelope.ts';
import { unreadCountsOutput } from './account.ts';
import { entityId, namedRef, personRef, timestampOutput } from './common.ts';

/** Notifications and the activity log (docs/product.md §14). */

export const notificationOutput = z
  .object({
    notification_id: entityId,
    category: notificationCategorySchema,
    type: z.string().describe('What happened, e.g. booking.approve_requested'),
    title: z.string().describe('In the reader’s language'),
    body: z.string(),
    link: z.string().nullable().describe('Route to open, e.g. /bookings?id=3'),
    is_read: z.boolean(),
    is_deleted: z.boolean(),
    actor: personRef.nullable(),
    created_at: timestampOutput,
  })
  .describe('A notification');
export type Notification = z.infer<typeof notificationOutput>;

export const notificationsQuery = z.object({
  page: pageParam,
  items: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
  category: notificationCategorySchema.optional().describe('to_do or info; both when absent'),
});
export const notificationCategoryQuery = z.object({
  category: notificationCategorySchema.optional().describe('Delete only this category; all when absent'),
});
/** What a read or delete leaves: the new unread counts. */
export const notificationCountsOutput = unreadCountsOutput.describe('Unread to-do, info and message counts');
export const notificationChangeOutput = notificationCountsOutput
  .extend({ id: entityId })
  .describe('The notification acted on and the new counts');
export const notificationsDeleteOutput = notificationCountsOutput
  .extend({
    deleted: z
      .number()
      .int()
      .nonnegative()
      .describe('How many were deleted, each category counted up to LIST_COUNT_CAP + 1 like a list’s total'),
  })
  .describe('How many were deleted and the new counts');

export const activityEntryOutput = z
  .object({
    id: entityId,
    actor: personRef.nullable().describe('null for the system'),
    action: z.string().describe('The entity type in upper case and a verb, e.g. BOOKING_APPROVED'),
    entity_type: z.string().describe('e.g. booking'),
    entity_id: entityId.nullable().describe('null when the change has no single object (e.g. a list download)'),
    agency: namedRef.nullable(),
    before_status: z.string().nullable(),
    after_status: z.string().nullable(),
    summary: z.string().describe('In the reader’s language'),
    created_at: timestampOutput,
  })
  .describe('An activity log entry');
export type ActivityEntry = z.infer<typeof activityEntryOutput>;

export const activityLogQuery = z.object({
  agency_id: idParam.optional().describe('Agency to read (admin and finance); agency users get the active agency'),
  page: pageParam,
  items: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
