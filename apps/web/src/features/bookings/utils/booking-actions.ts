import type { BookingStatus, Role } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import type { Booking } from '@fm/contract/schemas/booking';

/** What a viewer may do with a booking (DESIGN §6); the only place in the web app that reads booking statuses. */
export type BookingAction =
  | 'approve'
  | 'declineAsApprover'
  | 'accept'
  | 'declineAsFreelancer'
  | 'edit'
  | 'extend'
  | 'cancel'
  | 'close';

const OPEN: readonly BookingStatus[] = ['PENDING', 'APPROVED', 'APPROVER_DECLINED', 'FREELANCER_DECLINED', 'BOOKED'];
const EDITABLE: readonly BookingStatus[] = ['PENDING', 'APPROVED', 'APPROVER_DECLINED', 'FREELANCER_DECLINED'];
const EXTENDABLE: readonly BookingStatus[] = ['APPROVED', 'BOOKED'];

export type Viewer = { roles: readonly Role[] };

const isStaffBooker = (roles: readonly Role[]) =>
  roles.some((role) => role === 'admin' || role === 'managing-director' || role === 'agency-manager');

export function allowedBookingActions(
  booking: Pick<Booking, 'status' | 'can_approve'>,
  viewer: Viewer,
): BookingAction[] {
  const { status } = booking;
  const actions: BookingAction[] = [];
  const isApprover = hasPermission(viewer.roles, 'approve-booking') && !viewer.roles.includes('agency-manager');
  if (status === 'PENDING' && isApprover && booking.can_approve) actions.push('approve', 'declineAsApprover');
  if (status === 'APPROVED' && viewer.roles.includes('freelancer')) actions.push('accept', 'declineAsFreelancer');
  const isBooker = isStaffBooker(viewer.roles);
  const isAgency = viewer.roles.some((role) => role === 'managing-director' || role === 'agency-manager');
  if (isAgency && EDITABLE.includes(status)) actions.push('edit');
  if (isBooker && EXTENDABLE.includes(status)) actions.push('extend');
  if (isBooker && status === 'BOOKED') actions.push('close');
  if (isBooker && OPEN.includes(status)) actions.push('cancel');
  return actions;
}

/**
 * An approver whose token does not carry approve-booking for this booking (document 1 §4): the server says so with
 * can_approve false on a PENDING booking; then the token is refreshed and the booking read again.
 */
export function needsApprovalRefresh(booking: Pick<Booking, 'status' | 'can_approve'>, viewer: Viewer): boolean {
  return (
    booking.status === 'PENDING' &&
    !booking.can_approve &&
    viewer.roles.includes('managing-director') &&
    hasPermission(viewer.roles, 'approve-booking')
  );
}

export function isOpenStatus(status: BookingStatus): boolean {
  return OPEN.includes(status);
}

/** MUI chip colours per status. */
export const STATUS_COLORS: Record<BookingStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  PENDING: 'warning',
  APPROVED: 'info',
  APPROVER_DECLINED: 'error',
  FREELANCER_DECLINED: 'error',
  BOOKED: 'success',
  FINISHED: 'default',
  CANCELLED: 'default',
};
