import type { Booking } from '@fm/contract/schemas/booking';
import { within } from '@testing-library/react';
import { type ApiRequest, listPage, ok, stubApi } from './screen.tsx';

/**
 * Answers a record dialog's booking calls (the booked bookings and the chosen one) with `booking`, everything
 * else with `extra`; returns the requests seen.
 */
export function stubRecordBookingApi(
  booking: Booking,
  extra: (request: ApiRequest) => Response | undefined = () => undefined,
) {
  return stubApi((request) => {
    if (request.path === '/api/agency/booking' && request.method === 'GET') return ok(booking);
    if (request.path === '/api/agency/bookings') return listPage([booking]);
    return extra(request);
  });
}

/** The text field named `label` inside `container` (a dialog, or the split's group of share fields). */
export const textboxIn = (container: HTMLElement, label: RegExp) =>
  within(container).getByRole('textbox', { name: label }) as HTMLInputElement;

/** The share field of allocation `number` inside the split's group. */
export const shareIn = (group: HTMLElement, number: string) => textboxIn(group, new RegExp(number));

/** Two active allocations, so that a record on the booking is split. */
export const TWO_ALLOCATIONS: Booking['projectAllocations'] = [
  { id: 5, number: '4711-01', name: 'Kreation', is_active: true },
  { id: 6, number: '4711-02', name: 'Beratung', is_active: true },
];
