import { timeRecordDelete, timeRecordStatusUpdate } from '@fm/contract/endpoints/time-records';
import type { REVIEW_STATUSES } from '@fm/contract/schemas/time-record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { BOOKINGS_KEY, TIME_RECORDS_KEY } from './query-keys.ts';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type TimeRecordStatusChange =
  | { action: 'review'; id: number; status: ReviewStatus; comment?: string | null }
  | { action: 'cancel'; id: number };

/** POST /api/agency/update-time-record (review) or DELETE /api/freelancer/time-record (cancel). */
export function changeTimeRecordStatus(change: TimeRecordStatusChange) {
  if (change.action === 'cancel') return callEndpoint(timeRecordDelete, { query: { id: change.id } });
  return callEndpoint(timeRecordStatusUpdate, {
    body: { id: change.id, status: change.status, comment: change.comment?.trim() || null },
  });
}

export function useChangeTimeRecordStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTimeRecordStatus,
    // Also after a 409: the record moved on, so every view of it reloads.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TIME_RECORDS_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
      ]);
    },
  });
}
