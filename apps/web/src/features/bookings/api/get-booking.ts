import { bookingGet } from '@fm/contract/endpoints/bookings';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { bookingDetailKey } from './query-keys.ts';

/** GET /api/agency/booking?id=: one booking with everything the detail shows. */
export function useBooking(id: number) {
  return useQuery({
    queryKey: bookingDetailKey(id),
    queryFn: ({ signal }) => callEndpoint(bookingGet, { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
