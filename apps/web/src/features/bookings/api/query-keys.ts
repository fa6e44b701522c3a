/** Query keys of the bookings feature; a booking change invalidates `BOOKINGS_KEY` (lists, details, widgets). */
export const BOOKINGS_KEY = ['bookings'] as const;
export const bookingsListKey = (query: unknown) => [...BOOKINGS_KEY, 'list', query] as const;
export const bookingDetailKey = (id: number) => [...BOOKINGS_KEY, 'detail', id] as const;
