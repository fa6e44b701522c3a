import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import {
  activityEntryOutput,
  activityLogQuery,
  notificationCategoryQuery,
  notificationChangeOutput,
  notificationCountsOutput,
  notificationOutput,
  notificationsDeleteOutput,
  notificationsQuery,
} from '../schemas/activity.ts';
import { idPathParams } from '../schemas/common.ts';

/** Activity log and notifications (docs/product.md §10.7). */

export const activityLogList = defineEndpoint({
  method: 'GET',
  base: 'activity',
  path: 'activitylog',
  summary: 'Activity log of an agency, newest first',
  roles: ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  query: activityLogQuery,
  output: listPage(activityEntryOutput),
  errorKey: 'catalogue.errorLoadingActivityLog',
});

export const notificationsList = defineEndpoint({
  method: 'GET',
  base: 'activity',
  path: 'notifications',
  summary: 'The signed-in user’s notifications, newest first, with the unread counts',
  roles: ROLES,
  query: notificationsQuery,
  output: listPage(notificationOutput).extend(notificationCountsOutput.shape),
  errorKey: 'catalogue.errorLoadingNotifications',
});

export const notificationDelete = defineEndpoint({
  method: 'DELETE',
  base: 'activity',
  path: 'notification/:id',
  summary: 'Delete one notification',
  roles: ROLES,
  params: idPathParams,
  output: notificationChangeOutput,
  errorKey: 'catalogue.errorDeletingNotification',
});

export const notificationsDelete = defineEndpoint({
  method: 'DELETE',
  base: 'activity',
  path: 'notifications',
  summary: 'Delete all notifications (of a category)',
  roles: ROLES,
  query: notificationCategoryQuery,
  output: notificationsDeleteOutput,
  errorKey: 'catalogue.errorDeletingAllNotifications',
});

export const notificationRead = defineEndpoint({
  method: 'PATCH',
  base: 'activity',
  path: 'notifications/read/:id',
  summary: 'Mark a notification read',
  roles: ROLES,
  params: idPathParams,
  output: notificationChangeOutput,
  errorKey: 'catalogue.errorUpdatingNotificationReadStatus',
});
