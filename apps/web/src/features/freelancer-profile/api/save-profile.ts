import { freelancerProfileUpdate } from '@fm/contract/endpoints/freelancers';
import type { FreelancerProfileInput } from '@fm/contract/schemas/freelancer';
import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { MY_PROFILE_QUERY_KEY } from './get-my-profile.ts';

/** The session follows the saved profile: names, image and the profile-complete flag the guards read. */
export function applyToSession(profile: FreelancerProfile, isCompletionShown: boolean) {
  const session = useAuthStore.getState();
  session.setProfile({
    firstName: profile.first_name,
    lastName: profile.last_name,
    profileImage: profile.image_thumb ?? profile.image_url,
    isProfileComplete: isCompletionShown ? profile.is_profile_complete : (session.isProfileComplete ?? false),
  });
}

/**
 * PUT /api/freelancer/profile with the fields sent (partial saves). The answer replaces the cached profile.
 * During the onboarding (`isCompletionDeferred`) the session keeps its profile-complete flag until the last step,
 * as the guards would otherwise leave the onboarding as soon as the required fields are saved.
 */
export function useSaveProfile({ isCompletionDeferred = false }: { isCompletionDeferred?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FreelancerProfileInput) => callEndpoint(freelancerProfileUpdate, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(MY_PROFILE_QUERY_KEY, profile);
      applyToSession(profile, !isCompletionDeferred);
      if (!isCompletionDeferred) void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** Ends the onboarding: the session learns whether the profile is complete, the layout's profile reloads. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return (profile: FreelancerProfile) => {
    applyToSession(profile, true);
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
}
