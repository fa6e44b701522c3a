import type { Role } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import type { Booking } from '@fm/contract/schemas/booking';
import { canTakeAction } from '@fm/contract/state-machines/booking';

/**
 * An approver whose token does not carry approve-booking for this booking (docs/product.md §4): the booking waits for
 * approval, the server says can_approve false, and the viewer is a managing director holding the permission;
 * then the token is refreshed and the booking read again.
 */
export function needsApprovalRefresh(
  booking: Pick<Booking, 'status' | 'can_approve'>,
  viewer: { roles: readonly Role[] },
): boolean {
  return (
    canTakeAction(booking.status, 'approve') &&
    !booking.can_approve &&
    viewer.roles.includes('managing-director') &&
    hasPermission(viewer.roles, 'approve-booking')
  );
}
