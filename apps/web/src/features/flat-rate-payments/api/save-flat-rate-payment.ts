import {
  flatRatePaymentDelete,
  flatRatePaymentSplit,
  flatRatePaymentUpdate,
} from '@fm/contract/endpoints/flat-rate-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { BOOKINGS_KEY, FLAT_RATE_KEY } from './query-keys.ts';

export type FlatRateChange =
  | { kind: 'create'; body: z.input<typeof flatRatePaymentSplit.body> }
  /** A correction (payment_date, description, allocations) or a finance review (status, comment). */
  | { kind: 'update'; body: z.input<typeof flatRatePaymentUpdate.body> }
  | { kind: 'delete'; id: number };

/** POST booking/flatrate/split, PUT flatrate-payment or DELETE flatrate-payment. */
export function changeFlatRatePayment(change: FlatRateChange) {
  if (change.kind === 'delete') return callEndpoint(flatRatePaymentDelete, { query: { id: change.id } });
  if (change.kind === 'update') return callEndpoint(flatRatePaymentUpdate, { body: change.body });
  return callEndpoint(flatRatePaymentSplit, { body: change.body });
}

export function useChangeFlatRatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFlatRatePayment,
    // Also after a 409: the payment moved on, so every view of it reloads.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FLAT_RATE_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
      ]);
    },
  });
}
