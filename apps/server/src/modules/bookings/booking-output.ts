import type { Booking, BookingListItem } from '@fm/contract/schemas/booking';
import type { BookingAction } from '@fm/contract/state-machines/booking';
import type { projectAllocations } from '../../db/schema/projects.ts';
import type { BookingDetailRow } from './bookings.repo.ts';

/** Cents and minutes in the database, euros and hours (at most 2 decimals) on the wire (docs/product.md §10.1). */
export const toEuros = (cents: number) => cents / 100;
export const toHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const euros = (cents: number | null) => (cents === null ? null : toEuros(cents));
const hours = (minutes: number | null) => (minutes === null ? null : toHours(minutes));

type Person = { id: number; firstName: string; lastName: string };

/** The freelancer, booker, project and agency of a time-record or flat-rate payment row, as on the wire. */
export function toBookingParties(row: {
  freelancer: Person;
  booker: Person;
  project: { id: number; name: string };
  agency: { id: number; name: string };
}) {
  return {
    freelancer: { id: row.freelancer.id, first_name: row.freelancer.firstName, last_name: row.freelancer.lastName },
    booker: { id: row.booker.id, first_name: row.booker.firstName, last_name: row.booker.lastName },
    project: row.project,
    agency: row.agency,
  };
}

export function toBookingListItem(row: BookingDetailRow, allowedActions: BookingAction[]): BookingListItem {
  const { booking } = row;
  return {
    id: booking.id,
    title: booking.title,
    booking_code: booking.bookingCode,
    status: booking.status,
    rate_type: booking.rateType,
    start_date: booking.startDate,
    end_date: booking.endDate,
    total_cost: toEuros(booking.totalCostCents),
    hours_left: hours(booking.minutesLeft),
    amount_left: euros(booking.amountLeftCents),
    booker: { first_name: row.booker.firstName, last_name: row.booker.lastName, role: row.booker.role },
    agency_id: booking.agencyId,
    agency_name: row.agencyName,
    created_at: booking.createdAt.toISOString(),
    freelancer: { id: row.freelancer.id, first_name: row.freelancer.firstName, last_name: row.freelancer.lastName },
    project: { id: booking.projectId, name: row.projectName },
    allowed_actions: allowedActions,
  };
}

export function toBooking(
  row: BookingDetailRow,
  extra: {
    allocations: (typeof projectAllocations.$inferSelect)[];
    absenceDays: string[];
    canApprove: boolean;
    allowedActions: BookingAction[];
  },
): Booking {
  const { booking } = row;
  return {
    ...toBookingListItem(row, extra.allowedActions),
    description: booking.description,
    created_by: booking.createdBy,
    approver_id: booking.approverId,
    freelancer_id: booking.freelancerId,
    project_id: booking.projectId,
    rate: euros(booking.dayRateCents),
    rate_per_hour: euros(booking.ratePerHourCents),
    hours: hours(booking.bookedMinutes),
    flat_amount: euros(booking.flatAmountCents),
    it_requirements: booking.itRequirements,
    server_links: booking.serverLinks,
    decline_reason: booking.declineReason,
    freelancer: {
      id: row.freelancer.id,
      first_name: row.freelancer.firstName,
      last_name: row.freelancer.lastName,
      email: row.freelancer.email,
      image_thumb: row.freelancer.thumbnailFileId ? `/api/files/${row.freelancer.thumbnailFileId}` : null,
    },
    project: { id: booking.projectId, name: row.projectName, client_name: row.clientName },
    projectAllocations: extra.allocations.map((allocation) => ({
      id: allocation.id,
      number: allocation.number,
      name: allocation.name || null,
      is_active: allocation.isActive,
    })),
    absence_overlap_days: extra.absenceDays,
    can_approve: extra.canApprove,
    updated_at: booking.updatedAt.toISOString(),
  };
}
