import { bookingsList } from '@fm/contract/endpoints/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { bookingsListKey } from './query-keys.ts';

/** Every filter is optional on the wire (absent arrays are empty). */
export type BookingsQuery = z.input<typeof bookingsList.query>;

export function fetchBookings(query: BookingsQuery, signal?: AbortSignal) {
  return callEndpoint(bookingsList, { query, signal });
}

/** GET /api/agency/bookings: one page of the bookings the caller may see. */
export function useBookings(query: BookingsQuery, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: bookingsListKey(query),
    queryFn: ({ signal }) => fetchBookings(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
