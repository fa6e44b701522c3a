import { absenceAdd, absenceRemove } from '@fm/contract/endpoints/freelancers';
import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { MY_PROFILE_QUERY_KEY } from './get-my-profile.ts';

/** POST /api/freelancer/absence: the answer is the whole absence list, which replaces the cached one. */
export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dates: string[]) => callEndpoint(absenceAdd, { body: { absent_dates: dates } }),
    onSuccess: (absence) => {
      queryClient.setQueryData<FreelancerProfile>(MY_PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, absence } : profile,
      );
    },
  });
}

/** DELETE /api/freelancer/absence?ids[]=…: removes the days from the cached list. */
export function useRemoveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callEndpoint(absenceRemove, { query: { ids } }),
    onSuccess: ({ ids }) => {
      queryClient.setQueryData<FreelancerProfile>(MY_PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, absence: profile.absence.filter((day) => !ids.includes(day.id)) } : profile,
      );
    },
  });
}
