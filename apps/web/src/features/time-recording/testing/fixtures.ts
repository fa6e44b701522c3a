import type { Booking } from '@fm/contract/schemas/booking';
import type { TimeRecord } from '@fm/contract/schemas/time-record';

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
    created_at: '2027-01-12T17:00:00.000Z',
    submitted_date: '2027-01-12',
    ...overrides,
  };
}

export function hourlyBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    title: 'Art Direction Winter',
    booking_code: 'B-2026-0042',
    description: null,
    created_by: 7,
    approver_id: null,
    freelancer_id: 3,
    project_id: 9,
    start_date: '2027-01-11',
    end_date: '2027-01-29',
    rate_type: 'HOURLY',
    status: 'BOOKED',
    rate: null,
    rate_per_hour: 90,
    hours: 12,
    flat_amount: null,
    total_cost: 1080,
    hours_left: 4,
    amount_left: null,
    it_requirements: [],
    server_links: [],
    decline_reason: null,
    booker: { first_name: 'Andreas', last_name: 'Krüger', role: 'agency-manager' },
    freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer', email: 'freelancer@demo.test', image_thumb: null },
    project: { id: 9, name: 'Kampagne Winterzauber', client_name: null },
    agency_id: 1,
    agency_name: 'Nordlicht Media',
    projectAllocations: [{ id: 5, number: '4711-01', name: 'Kreation', is_active: true }],
    absence_overlap_days: [],
    can_approve: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
