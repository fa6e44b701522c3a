import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import { bookingGet, bookingsList } from '@fm/contract/endpoints/bookings';
import type { RateType } from '@fm/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** The bookings feature's key: a saved record or payment invalidates it, as they change hours_left and amount_left. */
const BOOKINGS_KEY = ['bookings'] as const;

/** Every BOOKED booking of a rate type, whenever it runs (an explicit open window overrides the half-year default). */
export function useBookedBookings(rateType: RateType, isEnabled = true) {
  const query = {
    status: ['BOOKED'],
    rate_type: rateType,
    start_date: '2000-01-01',
    end_date: '2099-12-31',
    items: PAGE_SIZE_MAX,
    sortBy: 'id',
    sort: 'desc',
  } as const;
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'list', 'booked', rateType],
    queryFn: ({ signal }) => callEndpoint(bookingsList, { query, signal }),
    select: (page) => page.data,
    enabled: isEnabled,
  });
}

/** GET /api/agency/booking?id=: the chosen booking with its dates, hours_left, amount_left and allocations. */
export function useBookingDetail(id: number | null) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(bookingGet, { query: { id: id as number }, signal }),
    enabled: id !== null && id > 0,
  });
}
