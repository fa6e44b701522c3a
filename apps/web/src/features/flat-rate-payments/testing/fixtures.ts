import type { Booking } from '@fm/contract/schemas/booking';
import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';

export function paymentFixture(overrides: Partial<FlatRatePayment> = {}): FlatRatePayment {
  return {
    id: 51,
    booking_id: 44,
    status: 'FINANCE_PENDING',
    payment_date: '2026-11-30',
    amount: 2500,
    description: 'First instalment',
    comment: null,
    booking: { id: 44, title: 'Messefilm', booking_code: 'B-2026-0044', flat_amount: 7500, amount_left: 5000 },
    freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer' },
    booker: { id: 7, first_name: 'Andreas', last_name: 'Krüger' },
    project: { id: 9, name: 'Messestand Hamburg 2027' },
    agency: { id: 1, name: 'Nordlicht Media' },
    allocations: [{ allocation_id: 5, number: '4711-01', amount: 2500 }],
    credit_note_id: null,
    allowed_actions: [],
    created_at: '2026-11-30T10:00:00.000Z',
    submitted_date: '2026-11-30',
    ...overrides,
  };
}

export function flatBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 44,
    title: 'Messefilm',
    booking_code: 'B-2026-0044',
    description: null,
    created_by: 7,
    approver_id: null,
    freelancer_id: 3,
    project_id: 9,
    start_date: '2026-09-01',
    end_date: '2026-12-30',
    rate_type: 'FLAT',
    status: 'BOOKED',
    rate: null,
    rate_per_hour: null,
    hours: null,
    flat_amount: 7500,
    total_cost: 7500,
    hours_left: null,
    amount_left: 5000,
    it_requirements: [],
    server_links: [],
    decline_reason: null,
    booker: { first_name: 'Andreas', last_name: 'Krüger', role: 'agency-manager' },
    freelancer: { id: 3, first_name: 'Lena', last_name: 'Fischer', email: 'freelancer@demo.test', image_thumb: null },
    project: { id: 9, name: 'Messestand Hamburg 2027', client_name: null },
    agency_id: 1,
    agency_name: 'Nordlicht Media',
    projectAllocations: [{ id: 5, number: '4711-01', name: 'Kreation', is_active: true }],
    absence_overlap_days: [],
    can_approve: false,
    allowed_actions: [],
    created_at: '2026-08-20T10:00:00.000Z',
    updated_at: '2026-08-20T10:00:00.000Z',
    ...overrides,
  };
}
