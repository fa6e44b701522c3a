import { agencyBookingFreeze } from '@fm/contract/endpoints/agencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** PUT /api/agency/booking/freeze: stop or allow new bookings of an agency. */
export function useFreezeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFrozen }: { id: number; isFrozen: boolean }) =>
      callEndpoint(agencyBookingFreeze, { body: { agency_id: id, is_booking_freezed: isFrozen } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
