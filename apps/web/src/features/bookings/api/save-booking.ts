import { bookingCreate, bookingUpdate } from '@fm/contract/endpoints/bookings';
import type { bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';
import { BOOKINGS_KEY } from './query-keys.ts';

export type BookingCreateInput = z.input<typeof bookingCreateInput>;
export type BookingUpdateInput = z.input<typeof bookingUpdateInput>;

/** POST /api/agency/booking (new request) or PUT (change; a declined booking is resubmitted). */
export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingCreateInput | BookingUpdateInput) =>
      'id' in input && input.id
        ? callEndpoint(bookingUpdate, { body: input as BookingUpdateInput })
        : callEndpoint(bookingCreate, { body: input as BookingCreateInput }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
