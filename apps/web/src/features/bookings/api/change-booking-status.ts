import {
  bookingAccept,
  bookingApprove,
  bookingCancel,
  bookingClose,
  bookingDecline,
} from '@fm/contract/endpoints/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { PROJECTS_KEY } from '../../../api/project.ts';
import { BOOKINGS_KEY } from './query-keys.ts';

const STATUS_ENDPOINTS = {
  approve: bookingApprove,
  accept: bookingAccept,
  decline: bookingDecline,
  cancel: bookingCancel,
  close: bookingClose,
} as const;
export type StatusAction = keyof typeof STATUS_ENDPOINTS;

export type StatusChange = {
  action: StatusAction;
  bookingId: number;
  reason?: string | null;
  /** Closing: the booker's optional 1–5 stars and comment. */
  rating?: { stars: number | null; comment: string } | null;
};

/** PATCH /api/agency/booking/{approve,accept,decline,cancel,close}; the server answers with the new status. */
export function changeBookingStatus({ action, bookingId, reason, rating }: StatusChange) {
  const rated =
    action === 'close' && rating?.stars ? { rating: rating.stars, rating_comment: rating.comment.trim() || null } : {};
  const body =
    action === 'decline' || action === 'cancel'
      ? { booking_id: bookingId, reason: reason?.trim() || null }
      : { booking_id: bookingId, ...rated };
  return callEndpoint(STATUS_ENDPOINTS[action], { body });
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSettled: async () => {
      // Also after a 409: the booking moved on, so every view of it reloads.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ]);
    },
  });
}
