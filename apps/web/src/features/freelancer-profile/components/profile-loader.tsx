import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useMyProfile } from '../api/get-my-profile.ts';

/** Loads the own profile, with loading and error states, and renders `children` with it. */
export function ProfileLoader({ children }: { children: (profile: FreelancerProfile) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return <>{children(profile.data)}</>;
}
