import type { BookingListItem } from '@fm/contract/schemas/booking';

/** A row of the bookings list: Oliver Brandt's booked flat-rate "Messefilm", booked by Andreas Krüger. */
export function bookingListItemFixture(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id: 7,
    title: 'Messefilm',
    booking_code: 'BK-2026-000007',
    status: 'BOOKED',
    rate_type: 'FLAT',
    start_date: '2026-09-01',
    end_date: '2026-10-30',
    total_cost: 7500,
    hours_left: null,
    amount_left: 7500,
    booker: { first_name: 'Andreas', last_name: 'Krüger', role: 'agency-manager' },
    agency_id: 1,
    agency_name: 'Nordlicht Media',
    created_at: '2026-08-01T10:00:00.000Z',
    allowed_actions: [],
    freelancer: { id: 3, first_name: 'Oliver', last_name: 'Brandt' },
    project: { id: 9, name: 'Messestand Hamburg 2027' },
    ...overrides,
  };
}
