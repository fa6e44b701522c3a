import { useEffect, useRef } from 'react';
import { isSameShares, spreadHundredths } from './split-shares.ts';

export type SplitShare = { allocation_id: number; number: string; share: number | null };

export type SplitFollowingOptions = {
  /** The booking's allocations; more than one makes a split. */
  allocations: readonly { id: number; number: string }[];
  isSplit: boolean;
  /** The total (hours or amount) the shares add up to, as the form holds it now. */
  total: number | null;
  /** Each allocation's share of the record being corrected (0 for none): the split starts in that proportion. */
  weights: readonly number[];
  /** The shares in the form now. */
  readShares: () => (number | null)[];
  /** Starts the split over: one share per allocation, or none when the booking has one allocation. */
  resetShares: (shares: SplitShare[]) => void;
  setShare: (index: number, value: number | null) => void;
};

/**
 * The split of a record (time record or flat-rate payment) over its booking's allocations: it starts where the
 * record was (a correction) or all on the first allocation, and follows the total until the person changes a
 * share.
 */
export function useSplitFollowing({
  allocations,
  isSplit,
  total,
  weights,
  readShares,
  resetShares,
  setShare,
}: SplitFollowingOptions) {
  const followed = useRef<(number | null)[]>([]);
  const latest = useRef({ total, weights, readShares, resetShares, setShare });
  latest.current = { total, weights, readShares, resetShares, setShare };
  const allocationIds = allocations.map((allocation) => allocation.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the allocation ids are the identity that matters
  useEffect(() => {
    const { total: now, weights: shareOf, resetShares: reset } = latest.current;
    followed.current = spreadHundredths(now, shareOf);
    reset(
      isSplit
        ? allocations.map((allocation, index) => ({
            allocation_id: allocation.id,
            number: allocation.number,
            share: followed.current[index] ?? null,
          }))
        : [],
    );
  }, [allocationIds, isSplit]);

  useEffect(() => {
    const { weights: shareOf, readShares: read, setShare: set } = latest.current;
    const current = read();
    if (current.length === 0 || !isSameShares(current, followed.current)) return;
    followed.current = spreadHundredths(total, shareOf);
    current.forEach((_, index) => {
      set(index, followed.current[index] ?? null);
    });
  }, [total]);
}
