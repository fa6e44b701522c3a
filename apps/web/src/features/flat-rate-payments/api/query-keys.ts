/** Query keys of the flat-rate payments feature; a payment change invalidates `FLAT_RATE_KEY` and the bookings. */
export const FLAT_RATE_KEY = ['flat-rate-payments'] as const;
export const flatRateListKey = (query: unknown) => [...FLAT_RATE_KEY, 'list', query] as const;
export const flatRateReviewKey = (query: unknown) => [...FLAT_RATE_KEY, 'review', query] as const;
/** Bookings carry amount_left, which every payment changes. */
export const BOOKINGS_KEY = ['bookings'] as const;
