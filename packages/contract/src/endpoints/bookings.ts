import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES } from '../roles.ts';
import {
  bookingActionInput,
  bookingCloseInput,
  bookingCreateInput,
  bookingExtendInput,
  bookingListItemOutput,
  bookingOutput,
  bookingReasonInput,
  bookingStatusOutput,
  bookingsListQuery,
  bookingUpdateInput,
} from '../schemas/booking.ts';
import { idQuery } from '../schemas/common.ts';

/**
 * Bookings (docs/product.md §10.5) and their state machine of docs/product.md §14: create → PENDING or APPROVED; approve and
 * decline by a managing director; accept and decline by the freelancer; cancel; close BOOKED → FINISHED.
 */

const BOOKERS = ['admin', ...AGENCY_ROLES] as const;

export const bookingCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'booking',
  summary: 'Send a booking request (PENDING when the agency requires approval, else APPROVED)',
  roles: AGENCY_ROLES,
  body: bookingCreateInput,
  output: bookingOutput,
  errorKey: 'catalogue.errorSendingBookingRequest',
});

export const bookingUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'booking',
  summary: 'Edit a booking; editing a declined booking resubmits it',
  roles: AGENCY_ROLES,
  body: bookingUpdateInput,
  output: bookingOutput,
  errorKey: 'catalogue.errorSendingBookingRequest',
});

export const bookingExtend = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'booking/extend',
  summary: 'Move the end date of an APPROVED or BOOKED booking later',
  roles: BOOKERS,
  body: bookingExtendInput,
  output: bookingOutput,
  errorKey: 'catalogue.errorUpdatingBookingEndDate',
});

export const bookingGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'booking',
  summary: 'One booking (an approver without approve-booking for it refreshes the token first)',
  roles: ROLES,
  query: idQuery,
  output: bookingOutput,
  errorKey: 'catalogue.errorLoadingBookingDetail',
});

export const bookingApprove = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'booking/approve',
  summary:
    'Approve a booking request: PENDING → APPROVED (admins, managing directors of the agency, and an account manager while standing in for one of them)',
  // approve-booking decides per booking: an account manager holds it only while named a managing director's
  // stand-in, so the route lets account managers through and the service's row check refuses the others (403).
  roles: ['admin', 'managing-director', 'agency-manager'],
  body: bookingActionInput,
  output: bookingStatusOutput,
  errorKey: 'catalogue.errorUpdatingBookingStatus',
});

export const bookingAccept = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'booking/accept',
  summary: 'The freelancer accepts a booking: APPROVED → BOOKED',
  roles: ['freelancer'],
  body: bookingActionInput,
  output: bookingStatusOutput,
  errorKey: 'catalogue.errorUpdatingBookingStatus',
});

export const bookingDecline = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'booking/decline',
  summary:
    'Decline: PENDING → APPROVER_DECLINED (managing director or their stand-in), APPROVED → FREELANCER_DECLINED (freelancer)',
  roles: ['admin', 'managing-director', 'agency-manager', 'freelancer'],
  body: bookingReasonInput,
  output: bookingStatusOutput,
  errorKey: 'catalogue.errorUpdatingBookingStatus',
});

export const bookingCancel = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'booking/cancel',
  summary: 'Cancel an open booking without recorded time or payments → CANCELLED',
  roles: BOOKERS,
  body: bookingReasonInput,
  output: bookingStatusOutput,
  errorKey: 'catalogue.errorUpdatingBookingStatus',
});

export const bookingClose = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'booking/close',
  summary: 'Close a booking: BOOKED → FINISHED',
  roles: BOOKERS,
  body: bookingCloseInput,
  output: bookingStatusOutput,
  errorKey: 'catalogue.errorUpdatingBookingStatus',
});

export const bookingsList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'bookings',
  summary: 'Bookings the caller may see, with paging, sort and filters',
  roles: ROLES,
  query: bookingsListQuery,
  output: listPage(bookingListItemOutput),
  errorKey: 'catalogue.errorLoadingBookings',
});
