import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import { freelancerList } from '@fm/contract/endpoints/freelancers';
import { projectList } from '@fm/contract/endpoints/projects';
import { agencyMembersList } from '@fm/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export type FilterOption = { id: number; name: string };
export const OPTIONS_STALE_MS = 5 * 60_000;
/** The query key of the feature that lists with these options (e.g. ['time-records']); its options cache apart. */
type Scope = readonly string[];

/** The projects the caller may see, for the project filter. */
export function useProjectOptions(scope: Scope, isEnabled = true) {
  const query = { items: PAGE_SIZE_MAX };
  return useQuery({
    queryKey: [...scope, 'options', 'projects'],
    enabled: isEnabled,
    queryFn: async ({ signal }) => (await callEndpoint(projectList, { query, signal })).data,
    staleTime: OPTIONS_STALE_MS,
    select: (projects): FilterOption[] => projects.map(({ id, name }) => ({ id, name })),
  });
}

/** Freelancers for the freelancer filter (agency users, admin and finance). */
export function useFreelancerOptions(scope: Scope, isEnabled: boolean) {
  const query = { items: PAGE_SIZE_MAX, available: false };
  return useQuery({
    queryKey: [...scope, 'options', 'freelancers'],
    queryFn: ({ signal }) => callEndpoint(freelancerList, { query, signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): FilterOption[] =>
      page.data.map((freelancer) => ({ id: freelancer.id, name: `${freelancer.first_name} ${freelancer.last_name}` })),
  });
}

/**
 * The people who book, for the booker filter: the active agency's users, or for admin and finance those of
 * every agency they oversee (the server answers by the caller's role).
 */
export function useBookerOptions(scope: Scope, isEnabled: boolean) {
  const activeGroup = useAuthStore((state) => state.activeGroup);
  return useQuery({
    queryKey: [...scope, 'options', 'bookers', activeGroup],
    queryFn: ({ signal }) => callEndpoint(agencyMembersList, { signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (members): FilterOption[] =>
      members.map((member) => ({ id: member.id, name: `${member.first_name} ${member.last_name}` })),
  });
}
