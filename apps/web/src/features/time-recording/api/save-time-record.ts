import { timeRecordCreate, timeRecordSplit, timeRecordUpdate } from '@fm/contract/endpoints/time-records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { BOOKINGS_KEY, TIME_RECORDS_KEY } from './query-keys.ts';

export type TimeRecordSave =
  | { kind: 'create'; body: z.input<typeof timeRecordCreate.body> }
  | { kind: 'split'; body: z.input<typeof timeRecordSplit.body> }
  | { kind: 'update'; body: z.input<typeof timeRecordUpdate.body> };

/** POST time-record, POST time-record/split (several allocations) or PUT time-record (a correction resubmits). */
export function saveTimeRecord(save: TimeRecordSave) {
  if (save.kind === 'split') return callEndpoint(timeRecordSplit, { body: save.body });
  if (save.kind === 'update') return callEndpoint(timeRecordUpdate, { body: save.body });
  return callEndpoint(timeRecordCreate, { body: save.body });
}

export function useSaveTimeRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeRecord,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TIME_RECORDS_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
      ]);
    },
  });
}
