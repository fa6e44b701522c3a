import type { RateType } from '@fm/contract/enums';
import type { FieldErrors } from 'react-hook-form';
import { useBookedBookings, useBookingDetail } from './api/get-bookings.ts';
import type { BookingOption } from './booking-select-field.tsx';

/** The message of the error at a dotted path ('allocations.0.hours'), if any. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  return (
    name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      | { message?: string }
      | undefined
  )?.message;
}

/** The split's own error: it sits at allocations.root once the allocation fields are registered. */
export function splitErrorOf(errors: FieldErrors): string | undefined {
  return errorAt(errors, 'allocations') ?? errorAt(errors, 'allocations.root');
}

/**
 * The bookings a record dialog offers and the chosen one with its active allocations. A correction keeps its
 * booking (`fixedBooking`), so the list of booked bookings is not loaded for it.
 */
export function useRecordBooking(rateType: RateType, chosenId: number | '', fixedBooking: BookingOption | undefined) {
  const bookings = useBookedBookings(rateType, !fixedBooking);
  const detail = useBookingDetail(chosenId === '' ? null : chosenId);
  const options: readonly BookingOption[] = fixedBooking ? [fixedBooking] : (bookings.data ?? []);
  return {
    options,
    hasNoBookings: !fixedBooking && bookings.isSuccess && options.length === 0,
    booking: detail.data,
    allocations: (detail.data?.projectAllocations ?? []).filter((allocation) => allocation.is_active),
  };
}
