import { FREELANCER_FILTER_PAGE_SIZE } from '@fm/contract/constants';
import { freelancerList, type freelancerListQuery } from '@fm/contract/endpoints/freelancers';
import { nextPageOf } from '@fm/contract/envelope';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';

export type FreelancerListQuery = Partial<Omit<z.input<typeof freelancerListQuery>, 'page' | 'items'>>;

export const FREELANCERS_QUERY_KEY = ['freelancers', 'list'] as const;

/** GET /api/freelancer/list, 36 at a time, page after page until the last (docs/product.md §12, docs/product.md §4). */
export function useFreelancers(query: FreelancerListQuery, isEnabled = true) {
  return useInfiniteQuery({
    queryKey: [...FREELANCERS_QUERY_KEY, query],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(freelancerList, {
        query: { ...query, page: pageParam, items: FREELANCER_FILTER_PAGE_SIZE } as z.input<typeof freelancerListQuery>,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: isEnabled,
  });
}
