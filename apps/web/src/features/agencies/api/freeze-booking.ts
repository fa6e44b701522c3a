import { agencyBookingFreeze } from '@fm/contract/endpoints/agencies';
import { callEndpoint } from '../../../api/client.ts';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation.ts';

/** PUT /api/agency/booking/freeze: stop or allow new bookings of an agency. */
export function useFreezeBooking() {
  return useRefreshingMutation(
    ({ id, isFrozen }: { id: number; isFrozen: boolean }) =>
      callEndpoint(agencyBookingFreeze, { body: { agency_id: id, is_booking_freezed: isFrozen } }),
    [['agency']],
  );
}
