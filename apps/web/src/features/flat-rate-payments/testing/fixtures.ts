import type { Booking } from '@fm/contract/schemas/booking';
import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { bookingFixture } from '../../../test/booking-fixture.ts';

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

/** The booked flat-rate booking the payments are on, 5000 of its 7500 left. */
export function flatBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return bookingFixture({
    id: 44,
    title: 'Messefilm',
    booking_code: 'B-2026-0044',
    start_date: '2026-09-01',
    end_date: '2026-12-30',
    rate_type: 'FLAT',
    status: 'BOOKED',
    rate_per_hour: null,
    hours: null,
    flat_amount: 7500,
    total_cost: 7500,
    hours_left: null,
    amount_left: 5000,
    it_requirements: [],
    project: { id: 9, name: 'Messestand Hamburg 2027', client_name: null },
    created_at: '2026-08-20T10:00:00.000Z',
    updated_at: '2026-08-20T10:00:00.000Z',
    ...overrides,
  });
}
