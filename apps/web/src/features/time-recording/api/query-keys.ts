/** Query keys of the time-recording feature; a record change invalidates `TIME_RECORDS_KEY` and the bookings. */
export const TIME_RECORDS_KEY = ['time-records'] as const;
export const timeRecordsListKey = (query: unknown) => [...TIME_RECORDS_KEY, 'list', query] as const;
export const timeReviewListKey = (query: unknown) => [...TIME_RECORDS_KEY, 'review', query] as const;
/** Bookings carry hours_left, which every saved or cancelled record changes. */
export const BOOKINGS_KEY = ['bookings'] as const;
