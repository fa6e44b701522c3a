import type { Booking } from '@fm/contract/schemas/booking';
import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { bookingFixture } from '../../../test/booking-fixture.ts';

export function timeRecordFixture(overrides: Partial<TimeRecord> = {}): TimeRecord {
  return {
    id: 31,
    time_record_id: 'TR-2027-0031',
    booking_id: 42,
    status: 'PENDING',
    date: '2027-01-12',
    hours: 8,
    amount: 720,
    description: 'Moodboards',
    comment: null,
    booking: { id: 42, title: 'Art Direction Winter', booking_code: 'B-2026-0042', rate_per_hour: 90, hours_left: 4 },
    freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer' },
    booker: { id: 7, first_name: 'Andreas', last_name: 'Krüger' },
    project: { id: 9, name: 'Kampagne Winterzauber' },
    agency: { id: 1, name: 'Nordlicht Media' },
    allocations: [{ allocation_id: 5, number: '4711-01', hours: 8 }],
    credit_note_id: null,
    allowed_actions: [],
    created_at: '2027-01-12T17:00:00.000Z',
    submitted_date: '2027-01-12',
    ...overrides,
  };
}

/** The booked hourly booking the records are on, 4 of its 12 hours left. */
export function hourlyBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return bookingFixture({
    status: 'BOOKED',
    hours_left: 4,
    it_requirements: [],
    project: { id: 9, name: 'Kampagne Winterzauber', client_name: null },
    ...overrides,
  });
}
