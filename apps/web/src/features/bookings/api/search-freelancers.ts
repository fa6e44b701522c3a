import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { freelancerDetailGet, freelancerList } from '@fm/contract/endpoints/freelancers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

type Period = { start_date: string | null; end_date: string | null };

/**
 * GET /api/freelancer/list for the booking dialog: every freelancer matching the words (available=false, so busy
 * ones are listed too), each with its availability for the chosen period.
 */
export function useFreelancerSearch(keyword: string, period: Period) {
  const words = keyword.trim() ? [keyword.trim()] : [];
  const query = {
    keyword: words,
    items: SEARCH_LOOKUP_SIZE,
    available: false,
    rate: [],
    skills: [],
    clients: [],
    start_date: period.start_date ?? undefined,
    end_date: period.end_date ?? undefined,
  };
  return useQuery({
    queryKey: ['bookings', 'freelancer-search', query],
    queryFn: ({ signal }) => callEndpoint(freelancerList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/freelancer/user?id=: the chosen freelancer's absence days, for the overlap warning. */
export function useFreelancerAbsences(freelancerId: number | null) {
  return useQuery({
    queryKey: ['bookings', 'freelancer-absences', freelancerId],
    queryFn: ({ signal }) => callEndpoint(freelancerDetailGet, { query: { id: freelancerId as number }, signal }),
    enabled: freelancerId !== null,
    select: (freelancer) => freelancer.absence.map((absence) => absence.dates),
  });
}
