import { bookingExtend } from '@fm/contract/endpoints/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';
import { BOOKINGS_KEY } from './query-keys.ts';

/** PUT /api/agency/booking/extend: a later end date for an APPROVED or BOOKED booking. */
export function useExtendBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: number; endDate: string }) =>
      callEndpoint(bookingExtend, { body: { booking_id: input.bookingId, end_date: input.endDate } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
